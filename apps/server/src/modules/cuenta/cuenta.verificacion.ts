import { createHash, randomInt } from 'node:crypto';
import {
  ALFABETO_CODIGO,
  LARGO_CODIGO,
  MENSAJES_HABBO,
  MINUTOS_CODIGO,
  PREFIJO_CODIGO,
  mottoContieneCodigo,
} from '@mchabbo/shared/cuenta/codigo-habbo';
import { clavesDeNombre } from '@mchabbo/shared/cuenta/esqueleto';
import { normalizarNombre } from '@mchabbo/shared/cuenta/nombres';
import type { CodigoResponse } from '@mchabbo/shared/cuenta/verificacion';
import type { Tx } from '../../db/client';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, DomainError, invalido, noEncontrado } from '../../lib/errors';
import { avatarDeFigura, jugadorPorId, jugadorPorNombre, type JugadorHabbo } from '../../lib/habbo';
import { hashPassword } from '../../lib/passwords';
import { esViolacionUnica } from '../../lib/pg-errors';
import type { Actor } from '../../lib/actor';
import { cambiarHash } from './cuenta.repository';
import * as sesiones from './cuenta.sesiones.repository';
import * as repo from './cuenta.verificacion.repository';

/**
 * Habbo identity (docs/reglas.md, Habbo identity): a random code goes into the player's
 * motto and is read back from Habbo's public API. Habbo is always asked before any
 * transaction opens; the transaction then uses the code up, so each code works once.
 */

/** A new code: the prefix and six characters drawn with the CSPRNG. */
function generarCodigo(): string {
  let codigo = PREFIJO_CODIGO;
  for (let i = 0; i < LARGO_CODIGO; i++)
    codigo += ALFABETO_CODIGO[randomInt(ALFABETO_CODIGO.length)];
  return codigo;
}

/** Only this hash of a code is stored: a copy of the table gives no usable code. */
function hashCodigo(codigo: string): string {
  return createHash('sha256').update(codigo.toUpperCase()).digest('hex');
}

const caducado = () => invalido(MENSAJES_HABBO.caducado);

/** Issues a code bound to a name (in NFKC, matched by its look-alike key) for 15 minutes. */
export async function pedirCodigo(
  ctx: Ctx,
  nombre: string,
  proposito: repo.Proposito,
): Promise<CodigoResponse> {
  const codigo = generarCodigo();
  const instante = ahora(ctx);
  const expiraEn = new Date(instante.getTime() + MINUTOS_CODIGO * 60_000);
  const normal = normalizarNombre(nombre);
  await repo.guardarCodigo(ctx.db, {
    codigoHash: hashCodigo(codigo),
    proposito,
    nombre: normal,
    nombreEsqueleto: clavesDeNombre(normal).esqueleto,
    expiraEn,
    ahora: instante,
  });
  return { message: MENSAJES_HABBO.codigoEmitido, codigo, expira_en: expiraEn.toISOString() };
}

/** The stored code for that name and purpose, still valid; 400 otherwise. */
async function codigoValido(ctx: Ctx, codigo: string, proposito: repo.Proposito, nombre: string) {
  const fila = await repo.codigoVigente(ctx.db, {
    codigoHash: hashCodigo(codigo),
    proposito,
    nombreEsqueleto: clavesDeNombre(nombre).esqueleto,
    ahora: ahora(ctx),
  });
  if (!fila) throw caducado();
  return fila.id;
}

/** The player, whose motto must hold the code: 404 when Habbo has no such player, 409 without it. */
function conCodigo(jugador: JugadorHabbo | null, codigo: string): JugadorHabbo {
  if (!jugador) throw noEncontrado(MENSAJES_HABBO.noExiste);
  if (!mottoContieneCodigo(jugador.motto, codigo)) throw conflicto(MENSAJES_HABBO.noEnMision);
  return jugador;
}

/** What a verified registration stores of the player. */
export interface IdentidadComprobada {
  codigoId: number;
  jugador: JugadorHabbo;
}

/**
 * Checks a registration's code before the account is written: stored and valid for that
 * name, and in the motto of Habbo's player of that name.
 */
export async function comprobarRegistro(
  ctx: Ctx,
  nombre: string,
  codigo: string | undefined,
): Promise<IdentidadComprobada> {
  if (!codigo) throw invalido(MENSAJES_HABBO.sinCodigo);
  const codigoId = await codigoValido(ctx, codigo, 'registro', nombre);
  const jugador = conCodigo(await jugadorPorNombre(ctx.config, nombre), codigo);
  return { codigoId, jugador };
}

/** Inside the registration's transaction: uses the code up and refuses a player already held. */
export async function reservarIdentidad(ctx: Ctx, tx: Tx, identidad: IdentidadComprobada) {
  if (!(await repo.consumirCodigo(tx, identidad.codigoId))) throw caducado();
  if (await repo.cuentaDeJugador(tx, identidad.jugador.uniqueId)) {
    throw conflicto(MENSAJES_HABBO.yaRegistrada);
  }
  return {
    habboUniqueId: identidad.jugador.uniqueId,
    habboFigura: identidad.jugador.figureString,
    habboAvatarUrl: avatarDeFigura(ctx.config, identidad.jugador.figureString),
    habboVerificadoEn: ahora(ctx),
  };
}

/** Whether a unique violation is the one-account-per-player index (by the constraint's name). */
export function esJugadorRepetido(err: unknown): boolean {
  let actual: unknown = err;
  for (let i = 0; i < 3 && actual; i++) {
    if ((actual as { constraint?: unknown }).constraint === 'usuarios_habbo_unique_id_key') {
      return esViolacionUnica(err);
    }
    actual = (actual as { cause?: unknown }).cause;
  }
  return false;
}

/** "Verificar mi cuenta de Habbo": the signed-in person proves the account is theirs. */
export async function verificarCuenta(ctx: Ctx, usuario: Actor, codigo: string) {
  const cuenta = await repo.identidadHabbo(ctx.db, { id: usuario.id });
  if (!cuenta) throw noEncontrado('Usuario no encontrado.');
  if (cuenta.habboUniqueId) throw conflicto(MENSAJES_HABBO.yaVerificada);
  const codigoId = await codigoValido(ctx, codigo, 'registro', cuenta.username);
  const jugador = conCodigo(await jugadorPorNombre(ctx.config, cuenta.username), codigo);
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await repo.consumirCodigo(tx, codigoId))) throw caducado();
      const otra = await repo.cuentaDeJugador(tx, jugador.uniqueId);
      if (otra)
        throw conflicto(
          otra.id === cuenta.id ? MENSAJES_HABBO.yaVerificada : MENSAJES_HABBO.yaRegistrada,
        );
      await repo.marcarVerificada(tx, cuenta.id, {
        habboUniqueId: jugador.uniqueId,
        habboFigura: jugador.figureString,
        habboAvatarUrl: avatarDeFigura(ctx.config, jugador.figureString),
        ahora: ahora(ctx),
      });
      await ctx.eventos.emitir(tx, 'cuenta.verificada', {
        actorId: cuenta.id,
        usuarioId: cuenta.id,
        instante: ahora(ctx),
        antes: { verificada: false },
        despues: { verificada: true },
      });
    });
  } catch (err) {
    if (esJugadorRepetido(err)) throw conflicto(MENSAJES_HABBO.yaRegistrada);
    throw err;
  }
  return { message: MENSAJES_HABBO.verificada };
}

/**
 * Password recovery, step 2: the code must be in the motto of the player the account
 * verified with (looked up by Habbo's permanent id, so a rename in Habbo does not
 * matter). Unknown and unverified accounts get the same answer as an unknown code.
 * The new password ends every session.
 */
export async function confirmarRecuperacion(
  ctx: Ctx,
  datos: { nameUser: string; codigo: string; newPassword: string },
) {
  const codigoId = await codigoValido(ctx, datos.codigo, 'recuperar', datos.nameUser);
  const cuenta = await repo.identidadHabbo(ctx.db, { nombre: datos.nameUser });
  if (!cuenta?.habboUniqueId) throw caducado();
  conCodigo(await jugadorPorId(ctx.config, cuenta.habboUniqueId), datos.codigo);
  const passwordHash = await hashPassword(datos.newPassword);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.consumirCodigo(tx, codigoId))) throw caducado();
    await cambiarHash(tx, cuenta.id, passwordHash);
    await sesiones.cerrarTodas(tx, cuenta.id, 'clave');
    await ctx.eventos.emitir(tx, 'cuenta.clave', {
      actorId: cuenta.id,
      usuarioId: cuenta.id,
      instante: ahora(ctx),
      antes: null,
      despues: null,
      motivo: 'Recuperación con Habbo',
    });
  });
  return { message: MENSAJES_HABBO.claveRestablecida };
}

/**
 * For a name-change request of a verified person: whether Habbo gives the new name to the
 * same player. Null when the person is not verified or Habbo cannot answer now (the
 * request is still made).
 */
export async function coincideEnHabbo(ctx: Ctx, usuarioId: number, nombreNuevo: string) {
  const cuenta = await repo.identidadHabbo(ctx.db, { id: usuarioId });
  if (!cuenta?.habboUniqueId) return null;
  try {
    const jugador = await jugadorPorNombre(ctx.config, nombreNuevo);
    return jugador?.uniqueId === cuenta.habboUniqueId;
  } catch (err) {
    if (err instanceof DomainError) return null;
    throw err;
  }
}
