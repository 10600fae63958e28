import type { Tx } from '../../db/client';
import { ahora, type Ctx } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { ajustesVigentes } from '../ajustes/ajustes.service';
import * as revision from '../revision/revision.service';
import { barrerOlvidados, hayOlvidados } from './tiempos.olvidados';
import { presentarConPrevistos } from './tiempos.previstos';
import * as repo from './tiempos.repository';

/** Every confirmed second of an account (profiles and the people lookup). */
export function segundosConfirmadosDe(db: Tx, usuarioId: number) {
  return repo.segundosConfirmadosDe(db, usuarioId);
}

/**
 * Every open timer with its elapsed time. The rows are reused while the database is
 * unchanged (`lib/lecturas.ts`); a running timer found past the maximum shift is first
 * paused as forgotten, and the list read again.
 */
export async function listar(ctx: Ctx, usuario: Actor) {
  const instante = ahora(ctx);
  const ajustes = await ajustesVigentes(ctx);
  const { max_turno_horas } = ajustes;
  let filas = await ctx.lecturas.leer('tiempos:abiertos', () => repo.listarAbiertos(ctx.db));
  if (hayOlvidados(filas, instante, max_turno_horas)) {
    await barrerOlvidados(ctx, max_turno_horas);
    filas = await repo.listarAbiertos(ctx.db);
  }
  // Presence as the Habbo roster's presence read last stored it: a database read only.
  const enHotel = await revision.enHotel(
    ctx,
    filas.map((t) => t.usuarioId),
  );
  return {
    tiempos: await presentarConPrevistos(ctx, usuario, filas, instante, ajustes, enHotel),
    ahora: instante.toISOString(),
  };
}

/** The workers whose timer runs now (the presence read, docs/reglas.md, Habbo roster 35.9). */
export function trabajadoresEnMarcha(db: Tx) {
  return repo.trabajadoresEnMarcha(db);
}
