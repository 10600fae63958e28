import { formatearDuracion } from '@mchabbo/shared/comun/duracion';
import { fechaCorta } from '@mchabbo/shared/comun/fechas';
import { enlaceDePagina } from '@mchabbo/shared/niveles/menu';
import type { Transaccion } from '../../db/client';
import {
  nombrePuesto,
  type Cambio,
  type Eventos,
  type EventosDominio,
  type PuestoNombrado,
} from '../../lib/eventos';
import * as repo from './notificaciones.repository';
import type { NuevaNotificacion } from './notificaciones.repository';

const ENLACE_PERFIL = enlaceDePagina('perfil');

/** A reason cut to a readable length for a one-line notice. */
const breve = (motivo: string | null | undefined) => {
  const limpio = (motivo ?? '').replace(/\s+/g, ' ').trim();
  return limpio.length > 140 ? `${limpio.slice(0, 139)}…` : limpio;
};

/** The post a change leaves a person in: "Rango (Misión)", or "Invitado" without a rank. */
const puestoDe = (despues: PuestoNombrado | null) =>
  (despues?.rango && nombrePuesto(despues)) || 'Invitado';

/**
 * The names of the change's actor and person concerned: from the people the writer
 * locked when it carries them all, or else read in the change's transaction.
 */
async function nombresDe(tx: Transaccion, datos: Cambio): Promise<ReadonlyMap<number, string>> {
  const ids = [datos.actorId, datos.usuarioId].filter((id): id is number => id !== null);
  const { personas } = datos;
  if (personas && ids.every((id) => personas.has(id))) {
    return new Map(ids.map((id) => [id, personas.get(id)?.username ?? '']));
  }
  return repo.nombres(tx, datos.actorId, datos.usuarioId);
}

/** What a change tells whom: `quien` and `persona` are the names of its actor and person. */
type Hacer<D extends Cambio> = (
  tx: Transaccion,
  datos: D,
  quien: string,
  persona: string,
) => NuevaNotificacion[] | Promise<NuevaNotificacion[]>;

/** The notifications of one change, without the one its actor would get (nobody is told about what they did themselves). */
async function filasDe<D extends Cambio>(tx: Transaccion, datos: D, hacer: Hacer<D>) {
  const nombres = await nombresDe(tx, datos);
  const quien = (datos.actorId !== null && nombres.get(datos.actorId)) || 'El sistema';
  const persona = (datos.usuarioId !== null && nombres.get(datos.usuarioId)) || '';
  const filas = await hacer(tx, datos, quien, persona);
  return filas.filter((f) => f.usuarioId !== datos.actorId);
}

/**
 * Writes notifications for one change: `hacer` gets the names of the actor and the
 * person concerned (`nombresDe`) and returns the rows.
 */
export function notificar<D extends Cambio>(hacer: Hacer<D>) {
  return async (tx: Transaccion, datos: D) => {
    await repo.insertar(tx, await filasDe(tx, datos, hacer), datos.instante);
  };
}

/** The same for many changes at once (a pay week): one insert per instant, usually one. */
function notificarLote<D extends Cambio>(hacer: Hacer<D>) {
  return async (tx: Transaccion, lista: readonly D[]) => {
    const porInstante = new Map<number, NuevaNotificacion[]>();
    for (const datos of lista) {
      const filas = porInstante.get(datos.instante.getTime()) ?? [];
      filas.push(...(await filasDe(tx, datos, hacer)));
      porInstante.set(datos.instante.getTime(), filas);
    }
    for (const [ms, filas] of porInstante) await repo.insertar(tx, filas, new Date(ms));
  };
}

/** A pay entry paid (the worker), alone or with the rest of its week. */
const pagoPagado: Hacer<EventosDominio['pago.pagado']> = (_tx, d, quien) => [
  {
    usuarioId: d.usuarioId,
    tipo: 'pago.pagado',
    texto: `${quien} te pagó ${d.creditos} créditos de la semana del ${fechaCorta(d.semana)}.`,
    enlace: ENLACE_PERFIL,
  },
];

/**
 * What notifies whom (docs/reglas.md, Notifications): each change writes the
 * notifications of the people it concerns in its own transaction.
 */
export function reaccionesNotificaciones(eventos: Eventos) {
  eventos.al(
    'tiempo.confirmado',
    notificar((_tx, d, quien) => {
      const bono = d.bonoSemanal > 0 ? ` Pago semanal: ${d.bonoSemanal} créditos.` : '';
      return [
        {
          usuarioId: d.usuarioId,
          tipo: 'tiempo.confirmado',
          texto: `${quien} confirmó tu turno de ${formatearDuracion(d.segundos)}: ${d.creditos} créditos.${bono}`,
          enlace: ENLACE_PERFIL,
        },
      ];
    }),
  );
  eventos.al(
    'tiempo.anulado',
    notificar((_tx, d, quien) => [
      {
        usuarioId: d.usuarioId,
        tipo: 'tiempo.anulado',
        texto: `${quien} anuló tu turno de ${formatearDuracion(d.segundos)}. Motivo: ${breve(d.motivo)}`,
        enlace: ENLACE_PERFIL,
      },
    ]),
  );
  eventos.al('pago.pagado', notificar(pagoPagado), notificarLote(pagoPagado));
  eventos.al(
    'nombre.aprobado',
    notificar((_tx, d, quien) => [
      {
        usuarioId: d.usuarioId,
        tipo: 'nombre.aprobado',
        texto: `${quien} aprobó tu cambio de nombre: ahora eres ${d.despues?.nombre ?? ''}.`,
        enlace: enlaceDePagina('cambio-nombre'),
      },
    ]),
  );
  eventos.al(
    'nombre.rechazado',
    notificar((_tx, d, quien) => {
      const motivo = breve(d.motivo);
      return [
        {
          usuarioId: d.usuarioId,
          tipo: 'nombre.rechazado',
          texto: `${quien} rechazó tu cambio de nombre a ${d.despues?.nombre_pedido ?? ''}.${motivo ? ` Motivo: ${motivo}` : ''}`,
          enlace: enlaceDePagina('cambio-nombre'),
        },
      ];
    }),
  );
  eventos.al(
    'nombre.solicitado',
    notificar(async (tx, d, _quien, persona) =>
      (await repo.decisores(tx, d.usuarioId)).map((id) => ({
        usuarioId: id,
        tipo: 'nombre.solicitado',
        texto: `${persona} pidió cambiar su nombre a ${d.despues?.nombre ?? ''}.`,
        enlace: enlaceDePagina('cambio-nombre-admin'),
      })),
    ),
  );
  eventos.al(
    'ausencia.solicitada',
    notificar(async (tx, d, _quien, persona) =>
      (await repo.decisores(tx, d.usuarioId)).map((id) => ({
        usuarioId: id,
        tipo: 'ausencia.solicitada',
        texto: `${persona} pidió una ausencia del ${fechaCorta(d.desde)} al ${fechaCorta(d.hasta)}.`,
        enlace: enlaceDePagina('ausencias'),
      })),
    ),
  );
  eventos.al(
    'ausencia.decidida',
    notificar((_tx, d, quien) => [
      {
        usuarioId: d.usuarioId,
        tipo: 'ausencia.decidida',
        texto: `${quien} ${d.aprobada ? 'aprobó' : 'rechazó'} tu ausencia del ${fechaCorta(d.desde)} al ${fechaCorta(d.hasta)}.`,
        enlace: enlaceDePagina('ausencias'),
      },
    ]),
  );
  eventos.al(
    'revision.avisada',
    notificar((_tx, d) => [
      {
        usuarioId: d.usuarioId,
        tipo: 'revision.avisada',
        texto: d.texto,
        enlace: enlaceDePagina(),
      },
    ]),
  );
  eventos.al(
    'advertencia.recibida',
    notificar((_tx, d, quien) => [
      {
        usuarioId: d.usuarioId,
        tipo: 'advertencia.recibida',
        texto: `${quien} te dio una advertencia: ${breve(d.motivo)}`,
        enlace: ENLACE_PERFIL,
      },
    ]),
  );
  eventos.al(
    'usuario.puesto',
    notificar((_tx, d, quien) => [
      {
        usuarioId: d.usuarioId,
        tipo: 'usuario.puesto',
        texto: `${quien} cambió tu puesto: ahora eres ${puestoDe(d.despues)}.`,
        enlace: ENLACE_PERFIL,
      },
    ]),
  );
  eventos.al(
    'venta.registrada',
    notificar((_tx, d, quien) => [
      {
        usuarioId: d.compradorId,
        tipo: 'venta.registrada',
        texto: `${quien} te vendió un puesto: ahora eres ${puestoDe(d.despues)}.`,
        enlace: ENLACE_PERFIL,
      },
    ]),
  );
}
