import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ajustar,
  pausar,
  reanudar,
  RESTA_RAPIDA_SEGUNDOS,
  segundosTranscurridos,
  type Cronometro,
} from './cronometro';
import { ajustarBody, MENSAJES_TIEMPOS, minutosAjuste } from './contratos';

const T0 = Date.UTC(2026, 0, 5, 18, 0, 0, 250);
const min = (n: number) => n * 60_000;
const nuevo = (): Cronometro => ({
  iniciadoEn: T0,
  pausadoDesde: null,
  segundosPausados: 0,
  ajusteSegundos: 0,
});

describe('elapsed time', () => {
  it('counts running time, leaves out pauses and adds adjustments', () => {
    let c = nuevo();
    expect(segundosTranscurridos(c, T0 + min(30))).toBe(1800);
    c = pausar(c, T0 + min(30));
    expect(segundosTranscurridos(c, T0 + min(90))).toBe(1800);
    c = reanudar(c, T0 + min(90));
    expect(c.segundosPausados).toBe(3600);
    expect(segundosTranscurridos(c, T0 + min(100))).toBe(2400);
    c = ajustar(c, T0 + min(100), 15 * 60);
    expect(segundosTranscurridos(c, T0 + min(100))).toBe(3300);
    c = ajustar(c, T0 + min(100), -RESTA_RAPIDA_SEGUNDOS);
    expect(segundosTranscurridos(c, T0 + min(100))).toBe(3000);
  });

  it('never goes below zero: taking more than elapsed leaves zero, and time counts on from there', () => {
    let c = ajustar(nuevo(), T0 + min(2), -RESTA_RAPIDA_SEGUNDOS);
    expect(segundosTranscurridos(c, T0 + min(2))).toBe(0);
    expect(segundosTranscurridos(c, T0 + min(12))).toBe(600);
    c = pausar(c, T0 + min(12));
    c = ajustar(c, T0 + min(13), -600 * 60);
    expect(segundosTranscurridos(c, T0 + min(500))).toBe(0);
  });

  it('reads a clock behind the start as zero', () => {
    expect(segundosTranscurridos(nuevo(), T0 - 5000)).toBe(0);
  });

  it('leaves a paused timer paused and a running one running', () => {
    const c = pausar(nuevo(), T0 + 1000);
    expect(pausar(c, T0 + 9000)).toBe(c);
    const r = nuevo();
    expect(reanudar(r, T0 + 9000)).toBe(r);
  });
});

describe('the adjust minutes rule', () => {
  it.each([1, 15, 600, '45', ' 30 '])('accepts %j', (v) => {
    expect(minutosAjuste.safeParse(v).success).toBe(true);
  });

  it.each([0, -5, 601, 1.5, '1.5', 'abc', '', null, '1e2', true])('refuses %j', (v) => {
    const r = minutosAjuste.safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MENSAJES_TIEMPOS.minutosInvalidos);
  });

  it('parses the whole adjust body', () => {
    expect(ajustarBody.parse({ id: 3, minutos: '20', tipo: 'Restar' })).toEqual({
      id: 3,
      minutos: 20,
      tipo: 'Restar',
    });
    expect(ajustarBody.safeParse({ id: 3, minutos: 20, tipo: 'Otro' }).success).toBe(false);
  });
});

type Accion =
  | { tipo: 'pasar'; ms: number }
  | { tipo: 'pausar' }
  | { tipo: 'reanudar' }
  | { tipo: 'restar5' }
  | { tipo: 'ajustar'; minutos: number; signo: 1 | -1 };

const accion: fc.Arbitrary<Accion> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .integer({ min: 0, max: 3 * 3_600_000 })
      .map((ms) => ({ tipo: 'pasar' as const, ms })),
  },
  { weight: 2, arbitrary: fc.constant({ tipo: 'pausar' as const }) },
  { weight: 2, arbitrary: fc.constant({ tipo: 'reanudar' as const }) },
  { weight: 1, arbitrary: fc.constant({ tipo: 'restar5' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      tipo: fc.constant('ajustar' as const),
      minutos: fc.integer({ min: 1, max: 600 }),
      signo: fc.constantFrom(1 as const, -1 as const),
    }),
  },
);

describe('timer model (property)', () => {
  it('always equals the running stretches plus adjustments, clamped at zero, and is never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        fc.array(accion, { maxLength: 60 }),
        (msInicio, acciones) => {
          const inicio = T0 + msInicio;
          let c: Cronometro = { ...nuevo(), iniciadoEn: inicio };
          let ahora = inicio;
          // Reference model: a plain counter of whole seconds on the shift's clock.
          let contador = 0;
          let corriendo = true;
          const segundo = (t: number) => Math.floor((t - inicio) / 1000);
          for (const a of acciones) {
            switch (a.tipo) {
              case 'pasar':
                if (corriendo) contador += segundo(ahora + a.ms) - segundo(ahora);
                ahora += a.ms;
                break;
              case 'pausar':
                c = pausar(c, ahora);
                corriendo = false;
                break;
              case 'reanudar':
                c = reanudar(c, ahora);
                corriendo = true;
                break;
              case 'restar5':
                c = ajustar(c, ahora, -RESTA_RAPIDA_SEGUNDOS);
                contador = Math.max(0, contador - RESTA_RAPIDA_SEGUNDOS);
                break;
              case 'ajustar':
                c = ajustar(c, ahora, a.signo * a.minutos * 60);
                contador = Math.max(0, contador + a.signo * a.minutos * 60);
                break;
            }
            const transcurrido = segundosTranscurridos(c, ahora);
            expect(transcurrido).toBeGreaterThanOrEqual(0);
            expect(transcurrido).toBe(contador);
            expect(c.pausadoDesde === null).toBe(corriendo);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
