import { useQuery } from '@tanstack/react-query';
import { listarClones } from '@mchabbo/shared/clones/api';
import { consulta } from '@/lib/llamar';
import { clavesClones } from './claves';

export const clonesQueryOptions = () => consulta(listarClones, {}, clavesClones.lista);

export function useClones() {
  return useQuery(clonesQueryOptions());
}
