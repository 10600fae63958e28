import { ECDH } from 'node:crypto';
import { fechaCorta } from '@mchabbo/shared/comun/fechas';
import {
  MENSAJES_NOTIFICACIONES as M,
  NOTIFICACIONES_POR_PAGINA,
  type MarcarLeidasBody,
  type PushSuscripcionBody,
} from '@mchabbo/shared/notificaciones/contratos';
import { enlaceDePagina } from '@mchabbo/shared/niveles/menu';
import { diaLocal } from '@mchabbo/shared/paga/reglas';
import { ahora, type Ctx } from '../../lib/context';
import { invalido } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { leerAjustes } from '../ajustes/ajustes.service';
import { endpointPermitido } from '../../lib/destino-https';
import * as repo from './notificaciones.repository';

/** How long notifications are kept (docs/reglas.md, Notifications). */
const DIAS_GUARDADAS = 90;
/** A membership ending this soon is announced to its holder. */
const DIAS_AVISO_MEMBRESIA = 3;
/** An ended membership is announced if it ended at most this long ago. */
const DIAS_MEMBRESIA_TERMINADA = 7;
const DIA_MS = 24 * 60 * 60 * 1000;

/** One page of the caller's own inbox, newest first, with the unread count. */
export async function listar(ctx: Ctx, usuario: Actor, cursor?: number) {
  const filas = await repo.pagina(ctx.db, usuario.id, cursor, NOTIFICACIONES_POR_PAGINA + 1);
  const pagina = filas.slice(0, NOTIFICACIONES_POR_PAGINA);
  const ultima = pagina.at(-1);
  return {
    notificaciones: pagina.map(({ creadaEn, ...n }) => ({
      ...n,
      creada_en: creadaEn.toISOString(),
    })),
    sin_leer: await repo.sinLeer(ctx.db, usuario.id),
    siguiente: filas.length > NOTIFICACIONES_POR_PAGINA && ultima ? ultima.id : null,
  };
}

/** Marks some (or all) of the caller's notifications read; others' ids change nothing. */
export async function marcarLeidas(ctx: Ctx, usuario: Actor, datos: MarcarLeidasBody) {
  await repo.marcarLeidas(ctx.db, usuario.id, datos.ids);
  return { message: M.leidas, sin_leer: await repo.sinLeer(ctx.db, usuario.id) };
}

/** Whether `p256dh` is a point of the P-256 curve (the contract checked its length and form). */
function puntoP256(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores the caller's Web Push subscription, at the address it will be sent to (its
 * re-serialised form), only on allowed push services (`PUSH_HOSTS`, docs/reglas.md,
 * Notifications 24.4 and 24.7) and with keys that can encrypt for it.
 */
export async function suscribir(ctx: Ctx, usuario: Actor, datos: PushSuscripcionBody) {
  const endpoint = endpointPermitido(datos.endpoint, ctx.config.PUSH_HOSTS);
  if (!endpoint) throw invalido(M.hostNoPermitido);
  if (!puntoP256(datos.keys.p256dh)) throw invalido(M.clavesInvalidas);
  await repo.guardarSuscripcion(ctx.db, {
    usuarioId: usuario.id,
    endpoint,
    p256dh: datos.keys.p256dh,
    auth: datos.keys.auth,
  });
  return { message: M.suscrita };
}

/** Removes one of the caller's subscriptions (unknown ones are already gone). */
export async function desuscribir(ctx: Ctx, usuario: Actor, endpoint: string) {
  const guardado = endpointPermitido(endpoint, ctx.config.PUSH_HOSTS) ?? endpoint;
  await repo.borrarSuscripcion(ctx.db, usuario.id, guardado);
  return { message: M.desuscrita };
}

/**
 * The periodic sweep: tells holders of memberships ending within 3 days or just ended
 * (each notice once), and deletes notifications older than 90 days.
 */
export async function barrerNotificaciones(ctx: Pick<Ctx, 'db' | 'reloj'>) {
  const instante = ahora(ctx);
  await ctx.db.transaction(async (tx) => {
    const { zona_horaria } = await leerAjustes(tx);
    const termina = await repo.membresiasPorAvisar(
      tx,
      'termina',
      instante,
      new Date(instante.getTime() + DIAS_AVISO_MEMBRESIA * DIA_MS),
    );
    const terminada = await repo.membresiasPorAvisar(
      tx,
      'terminada',
      new Date(instante.getTime() - DIAS_MEMBRESIA_TERMINADA * DIA_MS),
      instante,
    );
    const avisadas = new Set(terminada.map((m) => m.membresiaId));
    const filas = await repo.membresiasPorId(tx, [
      ...termina.map((m) => m.membresiaId),
      ...avisadas,
    ]);
    await repo.insertar(
      tx,
      filas.map((m) => ({
        usuarioId: m.usuarioId,
        tipo: avisadas.has(m.id) ? 'membresia.terminada' : 'membresia.termina',
        texto: avisadas.has(m.id)
          ? `Tu membresía ${m.nombre} terminó.`
          : `Tu membresía ${m.nombre} termina el ${fechaCorta(diaLocal(m.fechaFin, zona_horaria))}.`,
        enlace: enlaceDePagina('perfil'),
      })),
      instante,
    );
    await repo.borrarAntiguas(tx, new Date(instante.getTime() - DIAS_GUARDADAS * DIA_MS));
  });
}
