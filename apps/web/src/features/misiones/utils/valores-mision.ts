import type { MisionBase } from '@mchabbo/shared/misiones/catalogo';
import {
  crearMisionBody,
  editarMisionBody,
  type CrearMisionBody,
  type EditarMisionBody,
  type Mision,
} from '@mchabbo/shared/misiones/contratos';
import { erroresPorCampo } from '@/lib/errores-campo';

/** The numeric fields of a mission, in the form's order. */
export const CAMPOS_CREDITO = ['costo', 'pago_1h', 'pago_2h', 'pago_3h', 'pago_semanal'] as const;
export type CampoCredito = (typeof CAMPOS_CREDITO)[number];

/** What the mission form holds; a number input is '' while empty. */
export interface ValoresMision extends Record<CampoCredito, number | string> {
  rango: string | null;
  mision: string;
  requisito_hrs: string;
  requisito_times: string;
}

export type ErroresMision = Partial<Record<keyof ValoresMision | 'form', string>>;

export const VALORES_VACIOS: ValoresMision = {
  rango: null,
  mision: '',
  costo: '',
  pago_1h: '',
  pago_2h: '',
  pago_3h: '',
  pago_semanal: '',
  requisito_hrs: '',
  requisito_times: '',
};

/** The values of a mission, from the built-in table or the live catalog. */
export function valoresDe(mision: MisionBase | Mision): ValoresMision {
  return {
    rango: mision.rango,
    mision: mision.mision,
    costo: mision.costo,
    pago_1h: mision.pago_1h,
    pago_2h: mision.pago_2h,
    pago_3h: mision.pago_3h,
    pago_semanal: mision.pago_semanal,
    requisito_hrs: mision.requisito_hrs,
    requisito_times: mision.requisito_times,
  };
}

function numero(valor: number | string): number | undefined {
  if (typeof valor === 'number') return valor;
  return valor.trim() === '' ? undefined : Number(valor);
}

function cuerpo(valores: ValoresMision) {
  return {
    rango: valores.rango ?? '',
    mision: valores.mision,
    ...Object.fromEntries(CAMPOS_CREDITO.map((c) => [c, numero(valores[c])])),
    requisito_hrs: valores.requisito_hrs,
    requisito_times: valores.requisito_times,
  };
}

/** A new mission's body, or the first problem of each field (shared contract). */
export function validarNueva(
  valores: ValoresMision,
): { datos: CrearMisionBody } | { errores: ErroresMision } {
  const r = crearMisionBody.safeParse(cuerpo(valores));
  return r.success
    ? { datos: r.data }
    : { errores: erroresPorCampo<keyof ValoresMision>(r.error.issues) };
}

/** Only what changed of an existing mission (its rank stays), or the problems. */
export function validarCambios(
  original: Mision,
  valores: ValoresMision,
): { datos: EditarMisionBody } | { errores: ErroresMision } {
  const completo = crearMisionBody.safeParse(cuerpo({ ...valores, rango: original.rango }));
  if (!completo.success)
    return { errores: erroresPorCampo<keyof ValoresMision>(completo.error.issues) };
  const nuevos: Record<string, unknown> = { ...completo.data };
  delete nuevos.rango;
  const cambios = Object.fromEntries(
    Object.entries(nuevos).filter(([k, v]) => original[k as keyof Mision] !== v),
  );
  const r = editarMisionBody.safeParse(cambios);
  return r.success
    ? { datos: r.data }
    : { errores: erroresPorCampo<keyof ValoresMision>(r.error.issues) };
}

/** Who may edit a mission of `nivelMision`: the owner any, others only lower levels. */
export function puedeEditarMision(nivelUsuario: number, nivelMision: number): boolean {
  return nivelUsuario === 0 || nivelMision > nivelUsuario;
}

/** The server's text for a duplicate, shown before sending. */
export const MISION_DUPLICADA = 'Ya existe una misión con ese nombre en ese rango.';

/** Whether another mission of the rank already has this name (exact, like the server). */
export function esDuplicada(
  misiones: readonly Mision[],
  rango: string | null,
  nombre: string,
  excepto?: number,
): boolean {
  const buscado = nombre.trim();
  if (!rango || !buscado) return false;
  return misiones.some((m) => m.rango === rango && m.id !== excepto && m.mision === buscado);
}
