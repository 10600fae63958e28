import { useQuery } from '@tanstack/react-query';
import { leerActividad } from '@mchabbo/shared/actividad/api';
import { opcionesDe } from '@/lib/llamar';
import { clavesActividad } from './claves';

/** GET /actividad: the activity of the staff the caller may act on. */
export const actividadQueryOptions = () => opcionesDe(leerActividad, {}, clavesActividad.resumen);

export function useActividad() {
  return useQuery(actividadQueryOptions());
}
