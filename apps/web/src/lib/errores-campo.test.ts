import { describe, expect, it } from 'vitest';
import { crearAusenciaBody, MENSAJES_AUSENCIAS } from '@mchabbo/shared/ausencias/contratos';
import { erroresPorCampo } from './errores-campo';

describe('erroresPorCampo', () => {
  it('puts the first Spanish message of each field under that field', () => {
    const r = crearAusenciaBody.safeParse({ desde: 'ayer', hasta: '', motivo: '' });
    expect(r.success).toBe(false);
    expect(erroresPorCampo(r.error!.issues)).toEqual({
      desde: MENSAJES_AUSENCIAS.desdeInvalido,
      // An empty date asks to choose it (docs/reglas.md, Leave 17.1).
      hasta: MENSAJES_AUSENCIAS.hastaVacio,
      motivo: MENSAJES_AUSENCIAS.motivoObligatorio,
    });
  });

  it('keeps a rule across fields under the field it names', () => {
    const r = crearAusenciaBody.safeParse({
      desde: '2026-12-10',
      hasta: '2026-12-01',
      motivo: 'Viaje',
    });
    expect(erroresPorCampo(r.error!.issues)).toEqual({ hasta: MENSAJES_AUSENCIAS.hastaAntes });
  });

  it('puts a problem of the whole body under "form", and nothing when all is well', () => {
    expect(erroresPorCampo([{ path: [], message: 'Nada que cambiar.' }])).toEqual({
      form: 'Nada que cambiar.',
    });
    expect(erroresPorCampo([])).toEqual({});
  });
});
