import { endpoint } from '../comun/endpoint';
import { actividadResponse } from './contratos';

/** GET /actividad: the activity of the staff the caller may act on. */
export const leerActividad = endpoint({
  metodo: 'GET',
  ruta: '/actividad',
  politica: 'administracion',
  respuesta: actividadResponse,
  // Kept until the database changes or the clock moves the list (the service says when).
  guardada: 'llamante',
  resumen: 'Actividad del personal',
});
