import type { Cambio, Eventos, NombreEvento } from '../../lib/eventos';
import * as repo from './auditoria.repository';

/** The action recorded for each event: the event's verb, or the timer's own action. */
function accionDe(nombre: NombreEvento, datos: Cambio) {
  if (nombre === 'tiempo.accion' && 'accion' in datos && typeof datos.accion === 'string') {
    return datos.accion;
  }
  return nombre.split('.')[1] ?? nombre;
}

/** The ids of the records the change touched (a timer, an entry, a sale…), kept with `despues`. */
function referencias(datos: Cambio): Record<string, unknown> {
  const ref: Record<string, unknown> = {};
  for (const [clave, valor] of Object.entries(datos)) {
    if (clave.endsWith('Id') && clave !== 'actorId' && clave !== 'usuarioId') ref[clave] = valor;
  }
  return ref;
}

/** The audit row of one event. */
function fila(nombre: NombreEvento, datos: Cambio): repo.NuevaFila {
  const ref = referencias(datos);
  return {
    tipo: nombre.split('.')[0] ?? nombre,
    accion: accionDe(nombre, datos),
    actorId: datos.actorId,
    usuarioId: datos.usuarioId,
    creadoEn: datos.instante,
    antes: datos.antes,
    despues:
      datos.despues === null && Object.keys(ref).length === 0 ? null : { ...datos.despues, ...ref },
    motivo: datos.motivo ?? null,
  };
}

/**
 * Every event writes one row of the audit trail, in the change's own transaction
 * (docs/reglas.md, Audit trail): an event added later is recorded too, with nothing to
 * add here. The area (`tipo`) is the event name's first word. Many changes emitted at
 * once (a pay week) are written in one statement.
 */
export function reaccionesAuditoria(eventos: Eventos) {
  eventos.alCualquiera(
    (tx, nombre, datos) => repo.insertar(tx, fila(nombre, datos)),
    (tx, nombre, lista) =>
      repo.insertarVarias(
        tx,
        lista.map((datos) => fila(nombre, datos)),
      ),
  );
}
