import { useQuery } from '@tanstack/react-query';
import { listarClones } from '@mchabbo/shared/clones/api';
import { opcionesDe } from '@/lib/llamar';
import { clavesClones } from '../claves';

export const clonesQueryOptions = () => opcionesDe(listarClones, {}, clavesClones.lista);

export function useClones() {
  return useQuery(clonesQueryOptions());
}
