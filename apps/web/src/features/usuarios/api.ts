import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  borrarIp,
  buscarPersonas,
  buscarUsuario,
  generarClave,
  listarElegibles,
} from '@mchabbo/shared/usuarios/api';
import { BUSCAR_MIN } from '@mchabbo/shared/usuarios/contratos';
import type { UsoSelector } from '@mchabbo/shared/usuarios/personas';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesClones } from '@/features/clones/claves';
import { clavesUsuarios } from './claves';

/** GET /user/elegibles?para=: who a picker offers; every picker of one use shares the list. */
export const elegiblesQueryOptions = (para: UsoSelector) =>
  opcionesDe(listarElegibles, { query: { para } }, clavesUsuarios.elegibles(para));

/**
 * The people the signed-in user may choose for `para` (docs/reglas.md, Finding people
 * 27.3): what every person picker offers, whichever feature it belongs to.
 */
export function useElegibles(para: UsoSelector) {
  return useQuery(elegiblesQueryOptions(para));
}

/**
 * GET /user/buscar?q=: up to 20 people whose name holds `q`, ignoring case and accents
 * (docs/reglas.md, Finding people 27.1); idle under two characters. The last results stay
 * on screen while the next ones load.
 */
export function useBuscarPersonas(q: string) {
  const limpio = q.trim();
  return useQuery(
    opcionesDe(buscarPersonas, { query: { q: limpio } }, clavesUsuarios.busqueda(limpio), {
      enabled: limpio.length >= BUSCAR_MIN,
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /user/by-name: the administration's lookup of one person. */
const fichaUsuarioQueryOptions = (username: string) =>
  opcionesDe(buscarUsuario, { body: { username } }, clavesUsuarios.ficha(username), {
    // Every search shows the person as they are now.
    staleTime: 0,
  });

/** The person named `username`; idle while the name is empty. */
export function useFichaUsuario(username: string) {
  return useQuery({ ...fichaUsuarioQueryOptions(username), enabled: username !== '' });
}

/** POST /user/borrar-ip: forgets every IP of the person; the lookup and the clones page change. */
export const useBorrarIp = () =>
  useMutacion((id: number) => llamar(borrarIp, { body: { id } }), {
    releer: [clavesUsuarios.fichas, clavesClones.todas],
  });

/** POST /user/generar-clave: a temporary password, shown once; it ends their sessions. */
export const useGenerarClave = () =>
  useMutacion((id: number) => llamar(generarClave, { body: { id } }));
