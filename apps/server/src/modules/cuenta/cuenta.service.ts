import { createHash } from 'node:crypto';
import { NIVEL_INVITADO } from '@mchabbo/shared/niveles/niveles';
import { nombreNuevo, type SessionUser } from '@mchabbo/shared/cuenta/contratos';
import { MENSAJES_HABBO } from '@mchabbo/shared/cuenta/codigo-habbo';
import { mismoNombre } from '@mchabbo/shared/cuenta/esqueleto';
import { MENSAJE_NOMBRE_OCUPADO } from '@mchabbo/shared/cuenta/nombres';
import type { Tx } from '../../db/client';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, DomainError, invalido, noEncontrado } from '../../lib/errors';
import { hashPassword, verifyPassword, verifySenuelo } from '../../lib/passwords';
import { esViolacionUnica } from '../../lib/pg-errors';
import { exigirPropiaCuenta } from '../../lib/propia-cuenta';
import type { Actor } from '../../lib/actor';
import * as repo from './cuenta.repository';
import * as intentos from './cuenta.intentos.repository';
import * as sesiones from './cuenta.sesiones.repository';
import * as verificacion from './cuenta.verificacion';

/** For the auth guard, on every request: the caller of a session; nothing once it has ended. */
export function buscarSesion(db: Tx, id: number, sesionId: number) {
  return repo.buscarSesion(db, id, sesionId);
}

/** For the auth guard: of these sessions, the rows of those that still exist. */
export function sesionesExistentes(db: Tx, ids: number[]) {
  return sesiones.sesionesExistentes(db, ids);
}

/** An account by its name, whatever its case, with its mission and rank (other modules act on it). */
export function buscarCuentaPorNombre(db: Tx, username: string) {
  return repo.buscarCuentaPorNombre(db, username);
}

/** Another account than `excepto` whose name is the same name as `nombre` (a rename's check). */
export function buscarCuentaParecida(db: Tx, nombre: string, excepto: number) {
  return repo.buscarCuentaParecida(db, nombre, excepto);
}

/**
 * Sets an account's password (a reset by staff gives a temporary one: `debeCambiarClave`),
 * ending its other sessions; answers the new token version.
 */
export function cambiarHash(
  db: Tx,
  usuarioId: number,
  passwordHash: string,
  debeCambiarClave = false,
) {
  return repo.cambiarHash(db, usuarioId, passwordHash, debeCambiarClave);
}
// For name-change requests of verified people (docs/reglas.md, Habbo identity).
export { coincideEnHabbo } from './cuenta.verificacion';
import { leerAjustes } from '../ajustes/ajustes.service';

const CREDENCIALES_INCORRECTAS = 'Usuario o contraseña incorrectos.';
const DEMASIADOS_FALLOS = `Demasiados intentos fallidos para esta cuenta. Espera ${intentos.VENTANA_MINUTOS} minutos.`;
/** Failed sign-ins from one IP before that IP must wait. */
const FALLOS_POR_IP = 5;
/** Failed sign-ins from unknown IPs before any unknown IP must wait. */
const FALLOS_POR_CUENTA = 20;
/** Password changes with a wrong current password before the account must wait. */
const FALLOS_CLAVE = 5;

/**
 * Creates a guest account (nivel 7) and remembers the IP it came from. The name arrives
 * in NFKC from the contract; one that is the same name as an account's (ignoring case
 * and look-alike characters) answers 409. On the public register (`publico`) with the
 * owner's `verificar_habbo` on, the code must be in the motto of Habbo's player of that
 * name, asked before the transaction; the account then takes Habbo's spelling of the
 * name and the player's id (docs/reglas.md, Habbo identity). An administrator's
 * register-admin creates an unverified account without a code.
 */
export async function altaDeCuenta(
  ctx: Ctx,
  datos: { nameUser: string; password: string; codigo?: string | undefined },
  ip: string | null,
  publico = false,
  /** The administrator who creates the account; none when the person registers. */
  administrador: number | null = null,
): Promise<SessionUser> {
  return (await crearCuenta(ctx, datos, ip, publico, administrador)).user;
}

/**
 * Registering (docs/reglas.md, Accounts and names 4.5): the new guest account, signed in
 * at once with a session of its own, as a sign-in would open it.
 */
export async function registrarYEntrar(
  ctx: Ctx,
  datos: { nameUser: string; password: string; codigo?: string | undefined },
  ip: string | null,
) {
  const { id, user } = await crearCuenta(ctx, datos, ip, true, null);
  await repo.marcarUltimaVez(ctx.db, id);
  return { user, access_token: await emitirToken(ctx, { id, tokenVersion: 0 }) };
}

async function crearCuenta(
  ctx: Ctx,
  datos: { nameUser: string; password: string; codigo?: string | undefined },
  ip: string | null,
  publico: boolean,
  administrador: number | null,
): Promise<{ id: number; user: SessionUser }> {
  const verificar = publico && (await leerAjustes(ctx.db)).verificar_habbo;
  const identidad = verificar
    ? await verificacion.comprobarRegistro(ctx, datos.nameUser, datos.codigo)
    : null;
  const habbo = identidad?.jugador.name;
  // Habbo's own spelling, when it is a valid name here and the same name as the one typed.
  const nameUser =
    habbo && nombreNuevo.safeParse(habbo).data === habbo && mismoNombre(habbo, datos.nameUser)
      ? habbo
      : datos.nameUser;
  const passwordHash = await hashPassword(datos.password);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const id = await repo.insertarUsuario(tx, {
        username: nameUser,
        passwordHash,
        nivel: NIVEL_INVITADO,
        ...(identidad ? await verificacion.reservarIdentidad(ctx, tx, identidad) : {}),
      });
      if (ip) await repo.registrarIp(tx, id, ip);
      await ctx.eventos.emitir(tx, 'cuenta.registrada', {
        actorId: administrador ?? id,
        usuarioId: id,
        instante: ahora(ctx),
        antes: null,
        despues: { nombre: nameUser, nivel: NIVEL_INVITADO, verificada: identidad !== null },
      });
      return id;
    });
  } catch (err) {
    if (verificacion.esJugadorRepetido(err)) throw conflicto(MENSAJES_HABBO.yaRegistrada);
    // The unique indexes on the name and its look-alike keys decide, even for two
    // registrations at once (docs/reglas.md, Accounts and names).
    if (esViolacionUnica(err)) throw conflicto(MENSAJE_NOMBRE_OCUPADO);
    throw err;
  }
  return { id, user: { nameUser, nivel: NIVEL_INVITADO, rango: null } };
}

/**
 * The password checks of each account running in this process (admitted, not yet
 * ended), so that a sign-in kept out only by them can wait for one to end. An ending
 * check wakes one waiting sign-in (the one it makes room for), or every one when it was
 * the last in course: each must then count again and is let in or refused. Waking them
 * all at every end would make a burst of sign-ins count its failures once per waiter for
 * every check that ends.
 */
class ComprobacionesEnCurso {
  private readonly porCuenta = new Map<number, { cuantas: number; alTerminar: (() => void)[] }>();
  /** How many checks have ended so far: a count read before counting failures. */
  terminadas = 0;

  /** Runs `comprobar` as one check of the account in course, whatever its outcome. */
  async durante<T>(cuentaId: number, comprobar: () => Promise<T>): Promise<T> {
    const entrada = this.porCuenta.get(cuentaId) ?? { cuantas: 0, alTerminar: [] };
    this.porCuenta.set(cuentaId, entrada);
    entrada.cuantas++;
    try {
      return await comprobar();
    } finally {
      this.terminadas++;
      entrada.cuantas--;
      if (entrada.cuantas === 0) {
        this.porCuenta.delete(cuentaId);
        for (const avisar of entrada.alTerminar.splice(0)) avisar();
      } else {
        entrada.alTerminar.shift()?.();
      }
    }
  }

  /**
   * Waits until a check of the account ends, true at once when one ended after
   * `terminadas` was `desde` (the failures counted may be gone already); false when none
   * did and none is in course.
   */
  esperarUna(cuentaId: number, desde: number): Promise<boolean> {
    if (this.terminadas !== desde) return Promise.resolve(true);
    const entrada = this.porCuenta.get(cuentaId);
    if (!entrada) return Promise.resolve(false);
    return new Promise((resolve) => entrada.alTerminar.push(() => resolve(true)));
  }
}

/** One set of checks per database (tests run several apps in one process). */
const comprobacionesPorBase = new WeakMap<object, ComprobacionesEnCurso>();
function comprobacionesEnCurso(ctx: Ctx) {
  let c = comprobacionesPorBase.get(ctx.db);
  if (!c) {
    c = new ComprobacionesEnCurso();
    comprobacionesPorBase.set(ctx.db, c);
  }
  return c;
}

/**
 * The key an unknown name's attempts use in place of an account id: negative, so it is
 * never an account, and one per name, so unknown names never wait for each other.
 */
function claveDeNombreDesconocido(nombre: string): number {
  const hash = createHash('sha256').update(nombre.toLowerCase()).digest();
  return -1 - (hash.readUInt32BE(0) & 0x3fffffff);
}

/**
 * Checks the credentials and issues a token; the same answer for any wrong pair, in the
 * same time: an unknown name takes every step a wrong password takes (the attempt
 * counted and recorded under a lock, the password checked against a decoy hash), so
 * neither the answer nor its time tells whether the account exists (docs/reglas.md,
 * Accounts and names 4.3).
 */
export async function iniciarSesion(
  ctx: Ctx,
  datos: { nameUser: string; password: string },
  ip: string,
) {
  const cuenta = await repo.buscarCuentaPorNombre(ctx.db, datos.nameUser);
  const id = cuenta?.id ?? claveDeNombreDesconocido(datos.nameUser);
  // Per account and IP, and per account from IPs it never used: an attack from
  // elsewhere cannot lock the real person out of their usual place. Counting and
  // recording happen in one locked step before the (slow) password check, so parallel
  // guesses cannot pass the limit (docs/reglas.md, Accounts and names). An unknown
  // name counts nothing and records nothing, with the same statements.
  const admitir = () =>
    ctx.db.transaction(async (tx) => {
      await intentos.bloquearIntentos(tx, id);
      const fallos = await intentos.fallosRecientes(tx, id, ip);
      if (
        fallos.estaIp >= FALLOS_POR_IP ||
        (!fallos.ipConocida && fallos.desconocidas >= FALLOS_POR_CUENTA)
      ) {
        return false;
      }
      await intentos.registrarFallo(tx, id, ip);
      return true;
    });
  const comprobaciones = comprobacionesEnCurso(ctx);
  // An attempt still being checked counts as failed until it ends. When only those keep
  // this one out, it waits for one to end and counts again: a burst of sign-ins with the
  // right password all get in (each success clears the failures), while parallel guesses
  // still never pass the limit.
  for (;;) {
    const desde = comprobaciones.terminadas;
    if (await admitir()) break;
    if (!(await comprobaciones.esperarUna(id, desde))) {
      throw new DomainError(429, DEMASIADOS_FALLOS);
    }
  }
  const entrada = await comprobaciones.durante(id, async () => {
    const entra = cuenta
      ? await verifyPassword(cuenta.passwordHash, datos.password)
      : await verifySenuelo(datos.password);
    if (!cuenta || !entra) throw new DomainError(401, CREDENCIALES_INCORRECTAS);
    await ctx.db.transaction(async (tx) => {
      await intentos.limpiarFallos(tx, cuenta.id, ip);
      await repo.registrarIp(tx, cuenta.id, ip);
      await repo.marcarUltimaVez(tx, cuenta.id);
    });
    return cuenta;
  });
  return {
    access_token: await emitirToken(ctx, entrada),
    user: { nameUser: entrada.username, nivel: entrada.nivel, rango: entrada.rango ?? null },
    debeCambiarClave: entrada.debeCambiarClave,
  };
}

async function cuentaAccesible(ctx: Ctx, usuario: Actor, nameUser: string) {
  exigirPropiaCuenta(usuario, nameUser);
  const cuenta = await repo.buscarCuentaPorNombre(ctx.db, nameUser);
  if (!cuenta) throw noEncontrado('Usuario no encontrado.');
  return cuenta;
}

/** The caller's display preferences (the owner may read anyone's). */
export async function leerPreferencias(ctx: Ctx, usuario: Actor, nameUser: string) {
  const cuenta = await cuentaAccesible(ctx, usuario, nameUser);
  return { is_app: cuenta.isApp, modo_claro: cuenta.modoClaro };
}

/** Saves the caller's display preferences. */
export async function guardarPreferencias(
  ctx: Ctx,
  usuario: Actor,
  datos: { nameUser: string; is_app: boolean; modo_claro: boolean },
) {
  const cuenta = await cuentaAccesible(ctx, usuario, datos.nameUser);
  await repo.guardarPreferencias(ctx.db, cuenta.id, {
    isApp: datos.is_app,
    modoClaro: datos.modo_claro,
  });
  return {
    message: 'Preferencias actualizadas',
    is_app: datos.is_app,
    modo_claro: datos.modo_claro,
  };
}

/**
 * Changes the caller's own password (nobody else's: the owner resets others with a
 * temporary key) and ends every other session by issuing a fresh token.
 */
export async function cambiarClave(
  ctx: Ctx,
  usuario: Actor,
  datos: { nameUser: string; oldPassword: string; newPassword: string },
) {
  exigirPropiaCuenta(usuario, datos.nameUser, false);
  const cuenta = await repo.buscarCuentaPorNombre(ctx.db, datos.nameUser);
  if (!cuenta) throw noEncontrado('Usuario no encontrado.');
  // A wrong current password counts like a failed sign-in, per account: a stolen session
  // cannot guess the password (docs/reglas.md, Accounts and names 4.15).
  const admitido = await ctx.db.transaction((tx) =>
    intentos.admitirIntentoClave(tx, cuenta.id, FALLOS_CLAVE),
  );
  if (!admitido) throw new DomainError(429, DEMASIADOS_FALLOS);
  if (!(await verifyPassword(cuenta.passwordHash, datos.oldPassword))) {
    throw invalido('La contraseña actual no es correcta.');
  }
  await intentos.limpiarFallosClave(ctx.db, cuenta.id);
  if (datos.oldPassword === datos.newPassword) {
    throw invalido('La nueva contraseña debe ser distinta de la actual.');
  }
  const passwordHash = await hashPassword(datos.newPassword);
  const tokenVersion = await ctx.db.transaction(async (tx) => {
    const version = await repo.cambiarHash(tx, cuenta.id, passwordHash);
    await sesiones.cerrarTodas(tx, cuenta.id, 'clave');
    await ctx.eventos.emitir(tx, 'cuenta.clave', {
      actorId: cuenta.id,
      usuarioId: cuenta.id,
      instante: ahora(ctx),
      antes: null,
      despues: null,
    });
    return version + 1; // `cerrarTodas` revoked once more
  });
  return {
    message: 'Contraseña cambiada correctamente',
    access_token: await emitirToken(ctx, { id: cuenta.id, tokenVersion }),
    user: { nameUser: cuenta.username, nivel: cuenta.nivel, rango: cuenta.rango ?? null },
  };
}

/** Opens a session for the account and signs its token. */
async function emitirToken(ctx: Ctx, cuenta: { id: number; tokenVersion: number }) {
  const sesionId = await sesiones.abrirSesion(ctx.db, cuenta.id);
  const { token, expira } = ctx.firmarToken(cuenta, sesionId);
  await sesiones.fijarExpiracion(ctx.db, sesionId, expira);
  return token;
}

/**
 * "Cerrar sesión": ends the session of the token used (other devices stay signed in),
 * or with `todas` every session of the caller.
 */
export async function cerrarSesion(ctx: Ctx, usuario: Actor, todas: boolean) {
  if (todas) {
    await ctx.db.transaction((tx) => sesiones.cerrarTodas(tx, usuario.id, 'cierre'));
    return { message: 'Sesión cerrada en todos los dispositivos' };
  }
  await sesiones.cerrarSesion(ctx.db, usuario.sesion.id);
  return { message: 'Sesión cerrada' };
}
