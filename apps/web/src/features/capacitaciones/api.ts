import { useQuery } from '@tanstack/react-query';
import {
  aprobadasDe,
  borrarCapacitacion,
  cancelarReserva,
  crearCapacitacion,
  edicionCapacitacion,
  editarCapacitacion,
  leerExamen,
  listarCapacitaciones,
  listarTurnos,
  publicarTurno,
  registrarSesion,
  reservarTurno,
  responderExamen,
} from '@mchabbo/shared/capacitaciones/api';
import type {
  CrearCapacitacionBody,
  CrearSesionBody,
  CrearTurnoBody,
  ResponderExamenBody,
} from '@mchabbo/shared/capacitaciones/contratos';
import { PRIMER_RANGO } from '@mchabbo/shared/capacitaciones/contratos';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesPendientes } from '@/features/pendientes/claves';
import { clavesCapacitaciones } from './claves';

/** GET /capacitaciones: the courses with the caller's own state. */
export const capacitacionesQueryOptions = () =>
  opcionesDe(listarCapacitaciones, {}, clavesCapacitaciones.lista, {
    select: (data) => data.capacitaciones,
  });

export const useCapacitaciones = (enabled = true) =>
  useQuery({ ...capacitacionesQueryOptions(), enabled });

/** GET /capacitaciones/turnos: upcoming slots. */
export const turnosQueryOptions = () =>
  opcionesDe(listarTurnos, {}, clavesCapacitaciones.turnos, { select: (data) => data.turnos });

export const useTurnos = () => useQuery(turnosQueryOptions());

/** GET /capacitaciones/{id}/examen, read once per opening (options come shuffled). */
export const useExamen = (id: number | null) =>
  useQuery(
    opcionesDe(leerExamen, { params: { id: id ?? 0 } }, clavesCapacitaciones.examen(id ?? 0), {
      enabled: id !== null,
      staleTime: Infinity,
      gcTime: 0,
    }),
  );

/** GET /capacitaciones/{id}/edicion (levels 0–1). */
export const useEdicion = (id: number | null) =>
  useQuery(
    opcionesDe(
      edicionCapacitacion,
      { params: { id: id ?? 0 } },
      clavesCapacitaciones.edicion(id ?? 0),
      { enabled: id !== null },
    ),
  );

/** GET /capacitaciones/aprobadas?usuario= (levels 0–3). */
export const useAprobadasDe = (usuario: string, enabled = true) =>
  useQuery(
    opcionesDe(aprobadasDe, { query: { usuario } }, clavesCapacitaciones.aprobadas(usuario), {
      select: (data) => data.aprobadas,
      enabled,
    }),
  );

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

/** Every write refreshes the trainings' reads and the pending items (bookings, trained guests). */
const releer = [clavesCapacitaciones.todas, clavesPendientes.todas];

/** POST /capacitaciones */
export const useCrearCapacitacion = () =>
  useMutacion((body: CrearCapacitacionBody) => llamar(crearCapacitacion, { body }), { releer });

/** PATCH /capacitaciones/{id} */
export const useEditarCapacitacion = () =>
  useMutacion(
    ({ id, ...body }: CrearCapacitacionBody & { id: number }) =>
      llamar(editarCapacitacion, { params: { id }, body }),
    { releer },
  );

/** DELETE /capacitaciones/{id} */
export const useBorrarCapacitacion = () =>
  useMutacion((id: number) => llamar(borrarCapacitacion, { params: { id } }), { releer });

/** POST /capacitaciones/{id}/examen */
export const useResponderExamen = () =>
  useMutacion(
    ({ id, ...body }: ResponderExamenBody & { id: number }) =>
      llamar(responderExamen, { params: { id }, body }),
    { releer },
  );

/** POST /capacitaciones/{id}/turnos */
export const usePublicarTurno = () =>
  useMutacion(
    ({ id, ...body }: CrearTurnoBody & { id: number }) =>
      llamar(publicarTurno, { params: { id }, body }),
    { releer },
  );

/** POST /capacitaciones/turnos/{id}/reserva */
export const useReservar = () =>
  useMutacion((id: number) => llamar(reservarTurno, { params: { id } }), { releer });

/** DELETE /capacitaciones/turnos/{id}/reserva */
export const useCancelarReserva = () =>
  useMutacion((id: number) => llamar(cancelarReserva, { params: { id } }), { releer });

/** POST /capacitaciones/{id}/sesiones */
export const useRegistrarSesion = () =>
  useMutacion(
    ({ id, ...body }: CrearSesionBody & { id: number }) =>
      llamar(registrarSesion, { params: { id }, body }),
    { releer },
  );
