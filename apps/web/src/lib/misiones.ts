import { useQuery } from '@tanstack/react-query';
import { listarMisiones } from '@mchabbo/shared/misiones/api';
import { opcionesDe } from '@/lib/llamar';
import { clavesMisiones } from '@/features/misiones/claves';

/** GET /misiones: the catalog the Misiones page edits and the sales and assignments offer. */
export const misionesQueryOptions = () => opcionesDe(listarMisiones, {}, clavesMisiones.catalogo);

/** The missions catalog: what can be sold or assigned, and at what price (one cached copy). */
export function useMisiones() {
  return useQuery(misionesQueryOptions());
}
