import { MENSAJES_PRUEBA_DISCORD as M } from '@mchabbo/shared/ajustes/contratos';
import { diaLocal, inicioSemanaPaga, semanaAnterior } from '@mchabbo/shared/paga/reglas';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto } from '../../lib/errors';
import { leerAjustes, webhookDiscord, webhookPermitido } from '../ajustes/ajustes.service';
import { publicar } from './discord.envio';
import { destacados } from '../publico/publico.service';
import { mensajeResumenPaga, mensajeTrabajadorSemana } from './discord.mensajes';
import * as repo from './discord.repository';

/**
 * The Monday messages (docs/reglas.md, Discord 31.2): on Monday (the settings' time zone)
 * the worker of the week just closed and its pay summary are queued once, whichever
 * process gets there first (`clave`); a week without confirmed time queues nothing.
 * Runs every minute; answers how many it queued.
 */
export async function programarMensajes(ctx: Ctx): Promise<number> {
  const { discord_eventos, zona_horaria } = await leerAjustes(ctx.db);
  const quiere = (e: 'trabajador_semana' | 'resumen_paga') => discord_eventos.includes(e);
  if (!quiere('trabajador_semana') && !quiere('resumen_paga')) return 0;
  if ((await webhookDiscord(ctx.db)) === null) return 0;
  const instante = ahora(ctx);
  const lunes = inicioSemanaPaga(instante, zona_horaria);
  if (diaLocal(instante, zona_horaria) !== lunes) return 0;
  const semana = semanaAnterior(lunes);
  let encolados = 0;
  if (quiere('trabajador_semana')) {
    const { trabajador } = await destacados(ctx, semana);
    if (trabajador) {
      const contenido = mensajeTrabajadorSemana({
        semana,
        persona: trabajador.nameUser,
        rango: trabajador.rango,
        tiempo: trabajador.tiempo,
      });
      const clave = `trabajador_semana:${semana}`;
      if (await repo.encolar(ctx.db, { evento: 'trabajador_semana', clave, contenido })) {
        encolados++;
      }
    }
  }
  if (quiere('resumen_paga')) {
    const resumen = await repo.resumenPaga(ctx.db, semana);
    if (resumen.turnos > 0) {
      const contenido = mensajeResumenPaga({ semana, ...resumen });
      const clave = `resumen_paga:${semana}`;
      if (await repo.encolar(ctx.db, { evento: 'resumen_paga', clave, contenido })) encolados++;
    }
  }
  return encolados;
}

/**
 * "Enviar prueba" (docs/reglas.md, Discord 31.5): posts a test message to the stored
 * webhook now, outside any transaction and the queue (it is not retried), and says in
 * words what Discord answered.
 */
export async function probar(ctx: Ctx): Promise<{ enviado: boolean; message: string }> {
  const guardado = await webhookDiscord(ctx.db);
  if (guardado === null) throw conflicto(M.sinWebhook);
  let url: string;
  try {
    url = webhookPermitido(guardado, ctx.config.DISCORD_HOSTS);
  } catch {
    return { enviado: false, message: M.noPermitido };
  }
  let res: Response;
  try {
    res = await publicar(url, M.contenido(ctx.config.APP_NAME), ctx.config.APP_NAME);
  } catch (err) {
    const tiempo = err instanceof Error && err.name === 'TimeoutError';
    return { enviado: false, message: tiempo ? M.sinRespuesta : M.sinConexion };
  }
  await res.body?.cancel().catch(() => {});
  if (res.ok) return { enviado: true, message: M.enviado };
  const estado = res.status;
  const message =
    estado === 401 || estado === 403 || estado === 404
      ? M.desconocido(estado)
      : estado === 429
        ? M.limite
        : estado >= 500
          ? M.fallo(estado)
          : M.rechazado(estado);
  return { enviado: false, message };
}
