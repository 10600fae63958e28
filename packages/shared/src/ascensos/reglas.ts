/** Days in rank before a promotion when the settings name none for the rank (docs/reglas.md, Settings 15.11). */
export const ASCENSO_MIN_DIAS_POR_DEFECTO = 7;

/** The default `formato_mision`: the Habbo motto of a post (docs/reglas.md, Settings 15.12). */
export const FORMATO_MISION_POR_DEFECTO = '{app} · {mision}';

/** The placeholders `formato_mision` may hold. */
export const MARCAS_FORMATO_MISION = ['{app}', '{rango}', '{mision}'] as const;

/** A post compared for promotions: its level, rank and price. */
export interface PuestoComparable {
  nivel: number;
  rango: string | null;
  costo: number;
}

/**
 * Whether `nueva` is above `actual` (docs/reglas.md, Promotions 28.1): a higher rank
 * (a lower level), or within the same rank a mission that costs more (Chef ejecutivo
 * Plata → Oro).
 */
export function misionSuperior(nueva: PuestoComparable, actual: PuestoComparable): boolean {
  if (nueva.nivel !== actual.nivel) return nueva.nivel < actual.nivel;
  return nueva.rango === actual.rango && nueva.costo > actual.costo;
}

/** The minimum days in rank before a promotion for `rango`. */
export function diasMinimosAscenso(
  porRango: Readonly<Record<string, number>>,
  rango: string | null,
): number {
  return (rango !== null ? porRango[rango] : undefined) ?? ASCENSO_MIN_DIAS_POR_DEFECTO;
}

/** The Habbo motto of a post: `formato` with `{app}`, `{rango}` and `{mision}` filled in. */
export function lemaDeMision(
  formato: string,
  datos: { app: string; rango: string | null; mision: string | null },
): string {
  return formato
    .replaceAll('{app}', datos.app)
    .replaceAll('{rango}', datos.rango ?? '')
    .replaceAll('{mision}', datos.mision ?? datos.rango ?? '')
    .trim();
}
