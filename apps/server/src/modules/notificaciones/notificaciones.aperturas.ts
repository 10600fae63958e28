import { horaLocal } from '@mchabbo/shared/aperturas/horario';
import { fechaCorta } from '@mchabbo/shared/comun/fechas';
import { enlaceDePagina } from '@mchabbo/shared/niveles/menu';
import { diaLocal } from '@mchabbo/shared/paga/reglas';
import type { Transaccion } from '../../db/client';
import type { Cambio, Eventos } from '../../lib/eventos';
import { leerAjustes } from '../ajustes/ajustes.service';
import { notificar } from './notificaciones.reacciones';

const ENLACE = enlaceDePagina('aperturas');
const texto = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** "24/12 20:00" of an opening's start (`inicio` of the change), in the community's zone. */
async function cuando(tx: Transaccion, estado: Cambio['antes']) {
  const iso = texto(estado?.inicio);
  if (!iso) return '';
  const { zona_horaria } = await leerAjustes(tx);
  const inicio = new Date(iso);
  return `${fechaCorta(diaLocal(inicio, zona_horaria)).slice(0, 5)} ${horaLocal(inicio, zona_horaria)}`;
}

/** "la apertura «Fiesta»" or "la apertura". */
const nombre = (estado: Cambio['antes']) => {
  const titulo = texto(estado?.titulo);
  return titulo ? `la apertura «${titulo}»` : 'la apertura';
};

/** What the openings tell whom (docs/reglas.md, Openings and Notifications). */
export function reaccionesNotificacionesAperturas(eventos: Eventos) {
  eventos.al(
    'apertura.recordatorio',
    notificar(async (tx, d) => {
      const hora = (await cuando(tx, d.despues)).slice(6);
      const lista = Array.isArray(d.despues?.encargados) ? d.despues.encargados.map(String) : [];
      const quienes = lista.length > 0 ? `Encargados: ${lista.join(', ')}.` : 'Aún sin encargado.';
      const que = texto(d.despues?.titulo) ? `«${texto(d.despues?.titulo)}»` : 'El restaurante';
      return [
        ...d.encargados.map((usuarioId) => ({
          usuarioId,
          tipo: 'apertura.recordatorio',
          texto: `${que} abre a las ${hora}, en 30 minutos: eres encargado. ${quienes}`,
          enlace: ENLACE,
        })),
        ...d.suscritos.map((usuarioId) => ({
          usuarioId,
          tipo: 'apertura.recordatorio',
          texto: `${que} abre a las ${hora}, en 30 minutos. ${quienes}`,
          enlace: ENLACE,
        })),
      ];
    }),
  );
  eventos.al(
    'apertura.borrada',
    notificar(async (tx, d, quien) => {
      const fecha = await cuando(tx, d.antes);
      return d.avisados.map((usuarioId) => ({
        usuarioId,
        tipo: 'apertura.borrada',
        texto: `${quien} borró ${nombre(d.antes)} del ${fecha}, a la que estabas apuntado. Motivo: ${d.motivo ?? ''}`,
        enlace: ENLACE,
      }));
    }),
  );
  eventos.al(
    'apertura.creada',
    notificar((_tx, d, quien) => {
      const fecha = texto(d.despues?.fecha);
      if (!fecha) return [];
      return d.avisados.map((usuarioId) => ({
        usuarioId,
        tipo: 'apertura.cerrada',
        texto: `${quien} cerró el restaurante el ${fechaCorta(fecha)}: ${d.motivo ?? ''}. Ya no abres ese día.`,
        enlace: ENLACE,
      }));
    }),
  );
  eventos.al(
    'apertura.baja',
    notificar(async (tx, d, quien) => [
      {
        usuarioId: d.usuarioId,
        tipo: 'apertura.baja',
        texto: `${quien} te quitó de ${nombre(d.antes)} del ${await cuando(tx, d.antes)}.`,
        enlace: ENLACE,
      },
    ]),
  );
}
