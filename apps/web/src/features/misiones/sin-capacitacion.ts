import { useQuery } from '@tanstack/react-query';
import { aprobadasDe, listarCapacitaciones } from '@mchabbo/shared/capacitaciones/api';
import { PRIMER_RANGO } from '@mchabbo/shared/capacitaciones/contratos';
import { llamar } from '@/lib/llamar';
import { clavesCapacitaciones } from '@/features/capacitaciones/claves';

/**
 * Whether a guest chosen for a first rank still lacks a course required for it
 * (docs/reglas.md, Trainings 33.6): the picker says "Sin capacitación" before the server
 * would refuse. False while unknown or for someone who already has a rank.
 */
export function useSinCapacitacion(usuario: string | null, invitado: boolean): boolean {
  const cursos = useQuery({
    queryKey: clavesCapacitaciones.lista,
    queryFn: ({ signal }) => llamar(listarCapacitaciones, {}, { signal }),
    enabled: usuario !== null && invitado,
  });
  const aprobadas = useQuery({
    queryKey: clavesCapacitaciones.aprobadas(usuario ?? ''),
    queryFn: ({ signal }) => llamar(aprobadasDe, { query: { usuario: usuario ?? '' } }, { signal }),
    enabled: usuario !== null && invitado,
  });
  if (!invitado || !cursos.data || !aprobadas.data) return false;
  const pasadas = new Set(aprobadas.data.aprobadas.map((a) => a.id));
  return cursos.data.capacitaciones.some(
    (c) => c.requerida_para === PRIMER_RANGO && !pasadas.has(c.id),
  );
}
