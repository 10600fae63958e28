import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../lib/context';
import { escucharCanal } from '../../lib/escucha';
import { Streams } from '../../lib/sse';
import type { ClavesVapid } from '../../lib/vapid';
import { EnvioPush } from './notificaciones.push';
import { CANAL_NOTIFICACIONES, type AvisoNotificacion } from './notificaciones.repository';
import { barrerNotificaciones } from './notificaciones.service';

/** How often the sweep looks for memberships to announce and old notifications. */
const BARRIDO_MS = 60_000;

/**
 * The live side of notifications: each one announced by the database (after its change
 * committed) goes to its person's open streams in this process and to their devices
 * through Web Push, without delaying the change; a periodic sweep adds the membership
 * notices and forgets old notifications. Returns the streams, for the route.
 */
export async function iniciarNotificacionesEnVivo(
  app: FastifyInstance,
  ctx: Ctx,
  opciones: { vapid: ClavesVapid },
): Promise<Streams> {
  const streams = new Streams(
    'notificaciones',
    (sesiones) => app.sesionesVigentes(sesiones),
    app.log,
  );
  const push = new EnvioPush(ctx.db, opciones.vapid, {
    hosts: ctx.config.PUSH_HOSTS,
    asunto: ctx.config.PUSH_SUBJECT,
    titulo: ctx.config.APP_NAME,
    log: app.log,
  });
  const alAviso = (datos: string) => {
    let aviso: AvisoNotificacion;
    try {
      aviso = JSON.parse(datos) as AvisoNotificacion;
    } catch {
      return;
    }
    if (aviso.leidas) {
      // Read for them by a change (a request that no longer waits): the bell counts again.
      streams.emitir(JSON.stringify({ accion: 'leidas' }), aviso.usuarioId);
      return;
    }
    const { id, tipo, texto, enlace, creada_en } = aviso;
    const creada = new Date(creada_en);
    streams.emitir(
      JSON.stringify({
        accion: 'nueva',
        notificacion: { id, tipo, texto, enlace, creada_en: creada.toISOString(), leida: false },
      }),
      aviso.usuarioId,
    );
    void push.enviar(aviso);
  };
  const dejarDeEscuchar = await escucharCanal(
    app.database,
    CANAL_NOTIFICACIONES,
    alAviso,
    () => streams.emitir(JSON.stringify({ accion: 'reconectado' })),
    app.log,
  );
  const barrer = () => {
    barrerNotificaciones(ctx).catch((err: unknown) =>
      app.log.error({ err }, 'notifications sweep'),
    );
  };
  const barrido = setInterval(barrer, BARRIDO_MS);
  barrido.unref();
  app.addHook('onReady', async () => barrer());
  app.addHook('preClose', async () => {
    clearInterval(barrido);
    streams.cerrarTodos();
    await dejarDeEscuchar();
  });
  return streams;
}
