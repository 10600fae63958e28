import { Eventos } from './lib/eventos';
import { reaccionesAuditoria } from './modules/auditoria/auditoria.reacciones';
import { reaccionesDiscord } from './modules/discord/discord.reacciones';
import { reaccionesNotificacionesCapacitaciones } from './modules/notificaciones/notificaciones.capacitaciones';
import { reaccionesNotificacionesCarrera } from './modules/notificaciones/notificaciones.carrera';
import { reaccionesNotificaciones } from './modules/notificaciones/notificaciones.reacciones';
import { reaccionesNotificacionesTurno } from './modules/notificaciones/notificaciones.turno';
import { reaccionesNotificacionesAperturas } from './modules/notificaciones/notificaciones.aperturas';
import { reaccionesTiempos } from './modules/tiempos/tiempos.reacciones';
import { reaccionesUsuarios } from './modules/usuarios/usuarios.reacciones';

/**
 * Every reaction of one module to another's change, in one place. Order matters where
 * two modules react to one event: the person's post changes before their timers end.
 */
export function crearEventos(): Eventos {
  const eventos = new Eventos();
  reaccionesUsuarios(eventos);
  reaccionesTiempos(eventos);
  reaccionesNotificaciones(eventos);
  reaccionesNotificacionesTurno(eventos);
  reaccionesNotificacionesCarrera(eventos);
  reaccionesNotificacionesCapacitaciones(eventos);
  reaccionesNotificacionesAperturas(eventos);
  reaccionesDiscord(eventos);
  // Last: the audit trail records each change once the other modules have reacted.
  reaccionesAuditoria(eventos);
  return eventos;
}
