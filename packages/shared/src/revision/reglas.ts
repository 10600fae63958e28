import type { GrupoRival, MarcaRevision } from './contratos';

/** What the roster check knows of a person; null is unknown (docs/reglas.md, Habbo roster). */
export interface LecturaRevision {
  mision_esperada: string;
  mision_habbo: string | null;
  en_linea: boolean | null;
  /** Their last access in Habbo, when Habbo tells it. */
  ultimo_acceso: Date | null;
  perfil_visible: boolean | null;
  en_grupo: boolean | null;
  grupos_rivales: readonly GrupoRival[] | null;
  no_encontrado: boolean;
  sin_verificar: boolean;
  /** Never read: no flag at all. */
  revisado: boolean;
}

/** The thresholds of the absence flags, in days. */
export interface UmbralesAusencia {
  ausencia_aviso_dias: number;
  ausencia_despido_dias: number;
}

const DIA_MS = 86_400_000;

/** A motto as compared: trimmed, whatever its case. */
export function misionNormalizada(mision: string): string {
  return mision.trim().toLocaleLowerCase('es');
}

/** Whether a motto read from Habbo is the expected one (trimmed, whatever its case). */
export function misionCoincide(habbo: string, esperada: string): boolean {
  return misionNormalizada(habbo) === misionNormalizada(esperada);
}

/** Whole days since `desde` at `ahora`. */
export function diasDesde(desde: Date, ahora: Date): number {
  return Math.max(0, Math.floor((ahora.getTime() - desde.getTime()) / DIA_MS));
}

/**
 * The flags of one person (docs/reglas.md, Habbo roster 35.3). Unknown data (a hidden
 * status, a hidden profile's groups, a person never read) raises no flag; a person Habbo
 * does not find has only `no_encontrado` (and `sin_verificar`).
 */
export function marcasDe(
  l: LecturaRevision,
  umbrales: UmbralesAusencia,
  ahora: Date,
): MarcaRevision[] {
  if (!l.revisado) return [];
  const marcas: MarcaRevision[] = [];
  if (l.no_encontrado) {
    marcas.push('no_encontrado');
    if (l.sin_verificar) marcas.push('sin_verificar');
    return marcas;
  }
  if (l.mision_habbo !== null && !misionCoincide(l.mision_habbo, l.mision_esperada))
    marcas.push('mision');
  if (l.en_grupo === false) marcas.push('fuera_del_grupo');
  if (l.grupos_rivales !== null && l.grupos_rivales.length > 0) marcas.push('grupo_rival');
  if (l.perfil_visible === false) marcas.push('perfil_oculto');
  // Someone online now is not absent, whatever their last access says.
  if (l.ultimo_acceso !== null && l.en_linea !== true) {
    const dias = diasDesde(l.ultimo_acceso, ahora);
    if (dias >= umbrales.ausencia_despido_dias) marcas.push('ausente_despido');
    else if (dias >= umbrales.ausencia_aviso_dias) marcas.push('ausente_aviso');
  }
  if (l.sin_verificar) marcas.push('sin_verificar');
  return marcas;
}
