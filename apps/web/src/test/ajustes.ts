import { vi } from 'vitest';
import { jsonResponse } from './render';

/** The settings most screens read, as a fresh install has them. */
export const AJUSTES_COMUNES = {
  porcentaje_dueno: 10,
  zona_horaria: 'Europe/Madrid',
  max_turno_horas: 6,
  advertencias_max: 3,
  dias_inactividad: 7,
  verificar_habbo: false,
};

/**
 * A fake settings API stubbed as `fetch`: GET answers `ajustes`; PATCH answers them with
 * the sent fields applied and "Ajustes guardados". Returns the mock, to read what was sent.
 */
export function ajustesFalsos(ajustes: Record<string, unknown>) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'PATCH'
      ? jsonResponse({
          ...ajustes,
          ...JSON.parse(String(init.body)),
          message: 'Ajustes guardados',
        })
      : jsonResponse(ajustes),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
