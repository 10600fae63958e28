import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { llamar } from '@/lib/llamar';
import { clavesCapacitaciones as claves } from '../claves';

/** GET /capacitaciones: the courses with the caller's own state. */
export const capacitacionesQueryOptions = () =>
  queryOptions({
    queryKey: claves.lista,
    queryFn: ({ signal }) => llamar(listarCapacitaciones, {}, { signal }),
    select: (data) => data.capacitaciones,
  });

export const useCapacitaciones = () => useQuery(capacitacionesQueryOptions());

/** GET /capacitaciones/turnos: upcoming slots. */
export const turnosQueryOptions = () =>
  queryOptions({
    queryKey: claves.turnos,
    queryFn: ({ signal }) => llamar(listarTurnos, {}, { signal }),
    select: (data) => data.turnos,
  });

export const useTurnos = () => useQuery(turnosQueryOptions());

/** GET /capacitaciones/{id}/examen, read once per opening (options come shuffled). */
export function useExamen(id: number | null) {
  return useQuery({
    queryKey: claves.examen(id ?? 0),
    queryFn: ({ signal }) => llamar(leerExamen, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** GET /capacitaciones/{id}/edicion (levels 0–1). */
export function useEdicion(id: number | null) {
  return useQuery({
    queryKey: claves.edicion(id ?? 0),
    queryFn: ({ signal }) => llamar(edicionCapacitacion, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
}

/** GET /capacitaciones/aprobadas?usuario= (levels 0–3). */
export function useAprobadasDe(usuario: string) {
  return useQuery({
    queryKey: claves.aprobadas(usuario),
    queryFn: ({ signal }) => llamar(aprobadasDe, { query: { usuario } }, { signal }),
    select: (data) => data.aprobadas,
  });
}

function useMutacion<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claves.todos }),
  });
}

/** POST /capacitaciones */
export const useCrearCapacitacion = () =>
  useMutacion((body: CrearCapacitacionBody) => llamar(crearCapacitacion, { body }));

/** PATCH /capacitaciones/{id} */
export const useEditarCapacitacion = () =>
  useMutacion(({ id, ...body }: CrearCapacitacionBody & { id: number }) =>
    llamar(editarCapacitacion, { params: { id }, body }),
  );

/** DELETE /capacitaciones/{id} */
export const useBorrarCapacitacion = () =>
  useMutacion((id: number) => llamar(borrarCapacitacion, { params: { id } }));

/** POST /capacitaciones/{id}/examen */
export const useResponderExamen = () =>
  useMutacion(({ id, ...body }: ResponderExamenBody & { id: number }) =>
    llamar(responderExamen, { params: { id }, body }),
  );

/** POST /capacitaciones/{id}/turnos */
export const usePublicarTurno = () =>
  useMutacion(({ id, ...body }: CrearTurnoBody & { id: number }) =>
    llamar(publicarTurno, { params: { id }, body }),
  );

/** POST /capacitaciones/turnos/{id}/reserva */
export const useReservar = () =>
  useMutacion((id: number) => llamar(reservarTurno, { params: { id } }));

/** DELETE /capacitaciones/turnos/{id}/reserva */
export const useCancelarReserva = () =>
  useMutacion((id: number) => llamar(cancelarReserva, { params: { id } }));

/** POST /capacitaciones/{id}/sesiones */
export const useRegistrarSesion = () =>
  useMutacion(({ id, ...body }: CrearSesionBody & { id: number }) =>
    llamar(registrarSesion, { params: { id }, body }),
  );
