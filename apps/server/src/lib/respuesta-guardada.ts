import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Instantanea, Lecturas } from './lecturas';

/**
 * Sends an answer kept as JSON text while the database is unchanged (`lib/lecturas.ts`),
 * for the big lists every caller asks again and again. The text is made once with the
 * route's own response contract, as the serializer would (encode, which drops any field
 * the contract does not list, then stringify), so later requests skip both steps.
 * `clave` must name everything the answer depends on besides the data (the caller's id
 * when it shows what the caller may do).
 */
export async function enviarGuardada<S extends z.ZodType>(
  reply: FastifyReply,
  lecturas: Lecturas,
  instantanea: Instantanea,
  clave: string,
  contrato: S,
  cargar: () => Promise<z.output<S>>,
): Promise<void> {
  const json = await lecturas.leer(instantanea, `json:${clave}`, async () =>
    JSON.stringify(z.encode(contrato, await cargar())),
  );
  // A string with a JSON content type goes out as it is (no second serialization).
  reply.type('application/json; charset=utf-8').send(json);
}
