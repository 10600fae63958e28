import { describe, expect, it } from 'vitest';
import { desfaseServidor, formatearReloj, segundosEn } from './reloj';

const INICIO = Date.parse('2025-03-03T10:00:00.400Z');
const iniciado_en = new Date(INICIO).toISOString();

/** What the server would list at `ms`: elapsed seconds with 120 s paused and +60 s adjusted. */
function listado(ms: number) {
  return { segundos: Math.floor((ms - INICIO) / 1000) - 120 + 60, pausado: false, iniciado_en };
}

describe('segundosEn', () => {
  it('gives the same value for lists read at different instants', () => {
    const lecturaA = INICIO + 300_000 + 100; // 5 min and 0.1 s in
    const lecturaB = INICIO + 300_000 + 950;
    for (let t = lecturaB; t < lecturaB + 5_000; t += 37) {
      const a = segundosEn(listado(lecturaA), lecturaA, t);
      const b = segundosEn(listado(lecturaB), lecturaB, t);
      expect(a).toBe(b);
      expect(a).toBe(Math.floor((t - INICIO) / 1000) - 60);
    }
  });

  it('ticks on the shift’s own second boundary', () => {
    const lectura = INICIO + 10_000;
    const t = listado(lectura);
    expect(segundosEn(t, lectura, INICIO + 10_999)).toBe(t.segundos);
    expect(segundosEn(t, lectura, INICIO + 11_000)).toBe(t.segundos + 1);
  });

  it('does not move a paused timer, nor go below what the server said', () => {
    const lectura = INICIO + 10_000;
    expect(segundosEn({ ...listado(lectura), pausado: true }, lectura, lectura + 60_000)).toBe(
      listado(lectura).segundos,
    );
    expect(segundosEn(listado(lectura), lectura, lectura - 5_000)).toBe(listado(lectura).segundos);
  });

  it('counts from the listing when the start cannot be read', () => {
    const t = { segundos: 30, pausado: false, iniciado_en: 'no es una fecha' };
    expect(segundosEn(t, 1_000_000, 1_002_500)).toBe(32);
  });
});

describe('desfaseServidor', () => {
  it('compares the server time with the middle of the request', () => {
    const servidor = Date.parse('2025-03-03T10:00:05.000Z');
    expect(
      desfaseServidor(new Date(servidor).toISOString(), servidor - 3_000, servidor - 2_000),
    ).toBe(2_500);
    expect(desfaseServidor('¿?', 0, 10)).toBe(0);
  });
});

describe('formatearReloj', () => {
  it('always shows hours, minutes and seconds', () => {
    expect(formatearReloj(0)).toBe('0h 00m 00s');
    expect(formatearReloj(7809)).toBe('2h 10m 09s');
    expect(formatearReloj(-3)).toBe('0h 00m 00s');
    expect(formatearReloj(36_000 + 59)).toBe('10h 00m 59s');
  });
});
