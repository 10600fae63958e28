import * as z from 'zod';
import { endpoint } from '../comun/endpoint';
import { idParams } from '../comun/errores';
import { clon, clonesResponse, permitirClonBody } from '../usuarios/contratos';

/** GET /user/clones: every account seen at an IP another account also used. */
export const listarClones = endpoint({
  metodo: 'GET',
  ruta: '/user/clones',
  politica: 'administracion',
  respuesta: clonesResponse,
  resumen: 'Cuentas que comparten una IP con otra',
});

/** PATCH /user/clones/{id}: marks one account-at-IP row allowed, or not. */
export const permitirClon = endpoint({
  metodo: 'PATCH',
  ruta: '/user/clones/:id',
  politica: 'administracion',
  params: idParams,
  body: permitirClonBody,
  respuesta: z.object({ message: z.string(), clon: clon.optional() }),
  resumen: 'Marca una fila de cuenta e IP como permitida',
});
