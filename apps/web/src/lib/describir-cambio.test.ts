import { describe, expect, it } from 'vitest';
import { lineasCambio, nombreAccion } from './describir-cambio';

// The server's own code, read as text (the web app never imports it): what the audit
// trail and a timer's story can hold (docs/reglas.md, Audit trail 23.4).
const servidor = import.meta.glob<string>(['/apps/server/src/**/*.ts', '!**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const fuente = (ruta: string) => {
  const texto = servidor[`/apps/server/src/${ruta}`];
  if (texto === undefined) throw new Error(`Falta ${ruta}`);
  return texto;
};

/** Every event of `EventosDominio`: its audit row is `tipo` (first word) and `accion`. */
function eventos(): [string, string][] {
  const cuerpo = /export interface EventosDominio \{([\s\S]*?)\n\}/.exec(fuente('lib/eventos.ts'));
  const nombres = [...(cuerpo?.[1] ?? '').matchAll(/^\s+'([a-z]+)\.([a-z]+)':/gm)];
  return nombres.map((m) => [m[1] ?? '', m[2] ?? '']);
}

/**
 * Every action a timer's change is written with: `accion: '…'` and `operar(…, '…')`,
 * leaving out what the live stream announces (`anunciar(…)`), which is never stored.
 */
function accionesDeTiempos(): string[] {
  const acciones = new Set<string>();
  for (const [ruta, texto] of Object.entries(servidor)) {
    if (!ruta.includes('/modules/tiempos/') || ruta.endsWith('en-vivo.ts')) continue;
    const guardadas = texto
      .split('\n')
      .filter((linea) => !linea.includes('anunciar('))
      .join('\n');
    for (const m of guardadas.matchAll(/\baccion: '([a-z0-9-]+)'/g)) acciones.add(m[1] ?? '');
    for (const m of texto.matchAll(/\boperar\(\s*ctx,\s*\w+,\s*[\w.]+,\s*'([a-z0-9-]+)'/g)) {
      acciones.add(m[1] ?? '');
    }
  }
  return [...acciones].sort();
}

describe('the audit trail in Spanish (docs/reglas.md, Audit trail 23.4)', () => {
  it('finds the server’s events and timer actions', () => {
    expect(eventos().length).toBeGreaterThan(25);
    expect(accionesDeTiempos()).toEqual(
      expect.arrayContaining(['iniciar', 'pausar', 'reanudar', 'restar-5', 'ajustar', 'olvidado']),
    );
  });

  it('has a sentence for every accion the server writes', () => {
    const sinFrase: string[] = [];
    for (const [tipo, accion] of eventos()) {
      if (`${tipo}.${accion}` === 'tiempo.accion') continue; // the action is the timer's own
      if (nombreAccion(tipo, accion) === accion) sinFrase.push(`${tipo}.${accion}`);
    }
    for (const accion of accionesDeTiempos()) {
      if (nombreAccion('tiempo', accion) === accion) sinFrase.push(`tiempo: ${accion}`);
      if (nombreAccion(null, accion) === accion) sinFrase.push(`historia: ${accion}`);
    }
    expect(sinFrase).toEqual([]);
  });

  it('gives a request its verb', () => {
    expect(nombreAccion('nombre', 'solicitado')).toBe('Pidió un cambio de nombre');
    expect(nombreAccion('ausencia', 'decidida')).toBe('Decidió una ausencia');
    expect(lineasCambio({ estado: 'pendiente' }, { estado: 'aprobada' })).toEqual([
      'Estado: Pendiente → Aprobada',
    ]);
  });

  it('names a level by its group of ranks, never a bare number', () => {
    expect(
      lineasCambio({ nivel: 6, rango: 'Ayudante de cocina' }, { nivel: 7, rango: null }),
    ).toEqual(['Nivel: Rangos base → Invitado', 'Rango: Ayudante de cocina → —']);
  });
});
