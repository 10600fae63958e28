import { NIVEL_DUENO } from '@mchabbo/shared/niveles/niveles';
import type { Actor } from './actor';
import { prohibido } from './errors';

/** Refuses a `nameUser` that is not the caller's own, unless the caller is the owner. */
export function exigirPropiaCuenta(usuario: Actor, nameUser: string, dueñoPuede = true) {
  if (usuario.username.toLowerCase() === nameUser.toLowerCase()) return;
  if (dueñoPuede && usuario.nivel === NIVEL_DUENO) return;
  throw prohibido('Solo puedes acceder a tu propia cuenta.');
}
