import { useQuery } from '@tanstack/react-query';
import {
  crearMision,
  editarMision,
  eliminarMision,
  listarMisiones,
} from '@mchabbo/shared/misiones/api';
import type { CrearMisionBody, EditarMisionBody, Mision } from '@mchabbo/shared/misiones/contratos';
import { asignarMision } from '@mchabbo/shared/usuarios/api';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesRangos } from '@/features/rangos/claves';
import { clavesUsuarios } from '@/features/usuarios/claves';
import { clavesMisiones } from './claves';

/** GET /misiones: the catalog the Misiones page edits and the sales and assignments offer. */
export const misionesQueryOptions = () => opcionesDe(listarMisiones, {}, clavesMisiones.catalogo);

/** The missions catalog: what can be sold or assigned, and at what price (one cached copy). */
export function useMisiones() {
  return useQuery(misionesQueryOptions());
}

/** What the form sends: a new mission, or the changes of an existing one. */
export type GuardarMisionInput =
  | { tipo: 'crear'; datos: CrearMisionBody }
  | { tipo: 'editar'; id: number; datos: EditarMisionBody };

/** POST /misiones, or PATCH /misiones/{id}. */
function guardarMision(input: GuardarMisionInput): Promise<Mision> {
  return input.tipo === 'crear'
    ? llamar(crearMision, { body: input.datos })
    : llamar(editarMision, { params: { id: input.id }, body: input.datos });
}

/** A change to the catalog: the catalog, the ranks page and the sales read it again. */
const RELEER = { releer: [clavesMisiones.todas, clavesRangos.todas] };

/** Creates or updates a mission. */
export const useGuardarMision = () => useMutacion(guardarMision, RELEER);

/** DELETE /misiones/{id} → {message: 'Misión eliminada'} */
export const useEliminarMision = () =>
  useMutacion((id: number) => llamar(eliminarMision, { params: { id } }), RELEER);

/** PATCH /user/{id}/mision: the person's rank and level follow the mission. */
export const useAsignarMision = () =>
  useMutacion(
    ({
      id,
      misionId,
      sin_capacitacion,
    }: {
      id: number;
      misionId: number;
      /** Levels 0–1 give it without the course it requires (docs/reglas.md, Trainings 33.6). */
      sin_capacitacion?: boolean;
    }) => llamar(asignarMision, { params: { id }, body: { misionId, sin_capacitacion } }),
    { releer: [clavesUsuarios.todas, clavesMisiones.todas] },
  );
