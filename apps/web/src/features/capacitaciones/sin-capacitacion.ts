import { PRIMER_RANGO } from '@mchabbo/shared/capacitaciones/contratos';
import { useAprobadasDe, useCapacitaciones } from './api';

/**
 * Whether a guest chosen for a first rank still lacks a course required for it
 * (docs/reglas.md, Trainings 33.6): the picker says "Sin capacitación" before the server
 * would refuse. Misiones' "Asignar rango" and Ventas' buyer picker use it. False while
 * unknown or for someone who already has a rank.
 */
export function useSinCapacitacion(usuario: string | null, invitado: boolean): boolean {
  const leer = usuario !== null && invitado;
  const cursos = useCapacitaciones(leer);
  const aprobadas = useAprobadasDe(usuario ?? '', leer);
  if (!invitado || !cursos.data || !aprobadas.data) return false;
  const pasadas = new Set(aprobadas.data.map((a) => a.id));
  return cursos.data.some((c) => c.requerida_para === PRIMER_RANGO && !pasadas.has(c.id));
}
