import { describe, expect, it } from 'vitest';
import { MENSAJE_FECHA_FUERA } from '@mchabbo/shared/comun/fechas';
import { appConPersonas } from '../../test/personas';

// Every date a request carries lies between 2000-01-01 and 2100-12-31 (docs/reglas.md,
// Requests 32.2): a year 0 or 9999 made the server's arithmetic, or the database, fail
// with a 500 that logged the value it computed.

const { t, dueno, cocinero } = appConPersonas('dueno', 'cocinero');

const FUERA = ['0000-01-03', '0001-01-01', '1999-12-27', '2101-01-03', '9999-12-27', '9999-12-31'];

/** A request as the owner (or signed out) sends it. */
const pedir = (metodo: 'GET' | 'POST', url: string, payload?: object, token = dueno.token) =>
  t.como(token, { method: metodo, url, ...(payload ? { payload } : {}) });

/** Each date field of each route, as a request with that date in it. */
const CAMPOS: Array<[string, (fecha: string) => ReturnType<typeof pedir>]> = [
  [
    'destacados ?semana (signed out)',
    (f) => pedir('GET', `/api/publico/destacados?semana=${f}`, undefined, ''),
  ],
  ['informe ?semana', (f) => pedir('GET', `/api/encargados/informe?semana=${f}`)],
  ['historial ?semana', (f) => pedir('GET', `/api/tiempos/historial?semana=${f}`)],
  ['historial ?desde', (f) => pedir('GET', `/api/tiempos/historial?desde=${f}`)],
  ['historial ?hasta', (f) => pedir('GET', `/api/tiempos/historial?hasta=${f}`)],
  ['historial xlsx ?desde', (f) => pedir('GET', `/api/tiempos/historial?formato=xlsx&desde=${f}`)],
  ['auditoria ?desde', (f) => pedir('GET', `/api/auditoria?desde=${f}`)],
  ['auditoria ?hasta', (f) => pedir('GET', `/api/auditoria?hasta=${f}`)],
  ['paga ?semana', (f) => pedir('GET', `/api/tiempos/calcular-creditos-confirmados?semana=${f}`)],
  ['pagar-semana semana', (f) => pedir('POST', '/api/tiempos/pagar-semana', { semana: f })],
  [
    'ausencias desde',
    (f) =>
      pedir(
        'POST',
        '/api/ausencias',
        { desde: f, hasta: '2026-01-05', motivo: 'Viaje' },
        cocinero.token,
      ),
  ],
  [
    'ausencias hasta',
    (f) =>
      pedir(
        'POST',
        '/api/ausencias',
        { desde: '2026-01-05', hasta: f, motivo: 'Viaje' },
        cocinero.token,
      ),
  ],
];

describe('dates outside 2000-01-01…2100-12-31', () => {
  it.each(CAMPOS)('%s: refused with 400 and the reason', async (_campo, enviar) => {
    for (const fecha of FUERA) {
      const res = await enviar(fecha);
      expect([res.statusCode, res.json()], fecha).toEqual([400, { message: MENSAJE_FECHA_FUERA }]);
    }
  });
});

describe('dates at the edges of the range', () => {
  it.each(CAMPOS)('%s: never refused for the range, never a 5xx', async (_campo, enviar) => {
    for (const fecha of ['2000-01-01', '2000-01-03', '2100-12-27', '2100-12-31']) {
      const res = await enviar(fecha);
      expect(res.statusCode, `${fecha}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode >= 400) expect(res.json().message, fecha).not.toBe(MENSAJE_FECHA_FUERA);
    }
  });

  it('answers the first and the last pay week as any other', async () => {
    for (const semana of ['2000-01-03', '2100-12-27']) {
      const destacados = await pedir(
        'GET',
        `/api/publico/destacados?semana=${semana}`,
        undefined,
        '',
      );
      expect(destacados.statusCode, destacados.body).toBe(200);
      const informe = await pedir('GET', `/api/encargados/informe?semana=${semana}`);
      expect(informe.statusCode, informe.body).toBe(200);
      const pago = await pedir('POST', '/api/tiempos/pagar-semana', { semana });
      // The last week has not ended yet; the first has, with nothing to pay.
      expect(pago.statusCode, pago.body).toBe(semana === '2000-01-03' ? 200 : 409);
    }
    const historial = await pedir(
      'GET',
      '/api/tiempos/historial?desde=2000-01-01&hasta=2100-12-31',
    );
    expect(historial.statusCode).toBe(200);
    const auditoria = await pedir('GET', '/api/auditoria?desde=2000-01-01&hasta=2100-12-31');
    expect(auditoria.statusCode).toBe(200);
  });
});
