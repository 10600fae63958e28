import { useQuery } from '@tanstack/react-query';
import type { leerHorario } from '@mchabbo/shared/aperturas/api';
import { DIRECCION_HORARIO } from '@mchabbo/shared/aperturas/direcciones';
import type { leerDestacados, listarAdministracion } from '@mchabbo/shared/publico/api';
import { DIRECCIONES_PUBLICAS } from '@mchabbo/shared/publico/direcciones';
import { opcionesDe } from '@/lib/llamar';
import { clavesPublico } from './claves';

// The landing loads these: they name the declarations' types and pass their addresses, so
// that no zod contract reaches it (lib/llamar.ts).

/** GET /publico/administracion */
export const administracionQueryOptions = () =>
  opcionesDe<typeof listarAdministracion>(
    DIRECCIONES_PUBLICAS.administracion,
    {},
    clavesPublico.administracion,
    { staleTime: 5 * 60_000 },
  );

export function useAdministracion() {
  return useQuery(administracionQueryOptions());
}

/** GET /publico/destacados: the worker of the last closed pay week and its top timekeepers. */
export const destacadosQueryOptions = () =>
  opcionesDe<typeof leerDestacados>(
    DIRECCIONES_PUBLICAS.destacados,
    { query: {} },
    clavesPublico.destacados,
    { staleTime: 5 * 60_000 },
  );

export function useDestacados() {
  return useQuery(destacadosQueryOptions());
}

/** GET /aperturas/horario: the weekly schedule the landing's "Horarios" converts. */
export const horarioPublicoQueryOptions = () =>
  opcionesDe<typeof leerHorario>(DIRECCION_HORARIO, {}, clavesPublico.horario, {
    staleTime: 5 * 60_000,
  });

export function useHorarioPublico() {
  return useQuery(horarioPublicoQueryOptions());
}
