import { describe, expect, it } from 'vitest';
import { crearAppDePrueba } from './test/app';
import { CLAVE_DEMO, sembrarDemo } from './demo';

describe('demo data', () => {
  it('creates members of every level that can sign in, once', async () => {
    const t = await crearAppDePrueba();
    await sembrarDemo(t.database.db);
    await sembrarDemo(t.database.db);
    const dueno = await t.crearUsuario('DuenaDemo', 0);
    const lista = (
      await t.como(dueno.token, { method: 'GET', url: '/api/user/all' })
    ).json() as Array<{ username: string; nivel: number }>;
    const niveles = new Set(lista.filter((u) => u.username !== 'DuenaDemo').map((u) => u.nivel));
    expect([...niveles].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(lista.filter((u) => u.username === 'Cocinero1')).toHaveLength(1);
    expect(await t.login('Cocinero1', CLAVE_DEMO)).toBeTruthy();
    // The newcomers' course, required for the first rank, with a five-question exam (once).
    const cursos = (await t.como(dueno.token, { method: 'GET', url: '/api/capacitaciones' })).json()
      .capacitaciones;
    expect(cursos).toMatchObject([
      {
        nombre: 'Capacitación inicial',
        requerida_para: 'primer_rango',
        examen: { preguntas: 5, aprobado_con: 80 },
      },
    ]);

    const tiempos = (await t.como(dueno.token, { method: 'GET', url: '/api/tiempos/all' })).json();
    expect(tiempos.tiempos.map((x: { usuario: string }) => x.usuario).sort()).toEqual([
      'Cocinero2',
      'Meseros1',
    ]);
    const paga = (
      await t.como(dueno.token, {
        method: 'GET',
        url: '/api/tiempos/calcular-creditos-confirmados',
      })
    ).json();
    // Cocinero 1h10m → 4, Sub chef 2h10m → 9, Lavaloza 3h10m → 7, Hostes 4h10m → 7.
    expect(
      Object.fromEntries(
        paga.resultados.map((p: { usuario: string; creditos: number }) => [p.usuario, p.creditos]),
      ),
    ).toEqual({
      Cocinero1: 4,
      Subchef1: 9,
      Lavaloza1: 7,
      Hostes1: 7,
    });
    const ventas = (await t.como(dueno.token, { method: 'GET', url: '/api/ventas' })).json();
    expect(ventas).toHaveLength(2);
  });
});
