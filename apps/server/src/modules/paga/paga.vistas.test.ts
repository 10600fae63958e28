import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_PAGA as M, type PagosResponse } from '@mchabbo/shared/paga/contratos';
import { cumpleRequisitoSemanal, esPagable } from '@mchabbo/shared/paga/reglas';
import type { MisTiempos } from '@mchabbo/shared/tiempos/contratos';
import { misionBase } from '@mchabbo/shared/misiones/catalogo';
import type { PagosMision } from '@mchabbo/shared/paga/reglas';
import { appConPersonas } from '../../test/personas';

// One truth between the pay list's views, the weekly requirement of each entry and the
// worker's own week (docs/reglas.md, Pay 7.11, 7.12 and 7.15).

const { t, h, dueno, gerente } = appConPersonas('dueno', 'gerente');

const H = 3600;

/** One confirmed shift of `segundos`, run by the owner. */
async function turno(usuario: string, segundos: number) {
  const { respuesta } = await h.turnoConfirmado(dueno.token, 'Duena', usuario, segundos);
  return respuesta.tiempo as { creditos: number; bono_semanal: number; pago_id: number };
}

async function lista(query = '', token = gerente.token) {
  const res = await t.como(token, {
    method: 'GET',
    url: `/api/tiempos/calcular-creditos-confirmados${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PagosResponse;
}

async function mios(token: string) {
  const res = await t.como(token, { method: 'GET', url: '/api/tiempos/mios' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MisTiempos;
}

const pendientes = (r: PagosResponse, semana: string) =>
  r.resultados
    .filter((p) => p.semana === semana && esPagable(p))
    .map((p) => p.id)
    .sort((a, b) => a - b);

describe('one truth: the default view and the week view (Pay 7.11)', () => {
  it('agree on a week with 0-credit entries, which are never payable nor counted', async () => {
    await t.crearUsuario('Cocinero1', 5);
    await t.crearUsuario('Cocinero2', 5);
    const chef = await t.crearUsuario('Chef1', 3);
    await h.darMision(chef.id, 'Chef ejecutivo Diamante');
    const conCreditos = await turno('Cocinero1', 2 * H + 600);
    const corto = await turno('Cocinero2', 30 * 60); // under an hour: 0 credits
    const semanal = await turno('Chef1', 3 * H); // weekly pay only: 0 credits so far
    expect([conCreditos.creditos, corto.creditos, semanal.creditos]).toEqual([7, 0, 0]);

    const porDefecto = await lista();
    const { semana } = porDefecto;
    const deLaSemana = await lista(`?semana=${semana}`);
    expect(pendientes(deLaSemana, semana)).toEqual(pendientes(porDefecto, semana));
    expect(pendientes(deLaSemana, semana)).toContain(conCreditos.pago_id);
    for (const id of [corto.pago_id, semanal.pago_id]) {
      // Listed in its week with its 0 credits, but nobody may pay it.
      expect(deLaSemana.resultados.find((p) => p.id === id)).toMatchObject({
        creditos: 0,
        pagado: false,
        puede_pagar: false,
      });
      expect(porDefecto.resultados.some((p) => p.id === id)).toBe(false);
    }
    const personas = (r: PagosResponse) =>
      new Set(r.resultados.filter(esPagable).map((p) => p.usuario_id)).size;
    expect(deLaSemana.personas_pendientes).toBe(personas(deLaSemana));
    expect(porDefecto.personas_pendientes).toBe(personas(porDefecto));
    const total = (r: PagosResponse) =>
      r.resultados.filter(esPagable).reduce((s, p) => s + p.creditos, 0);
    expect(deLaSemana.total_pendiente).toBe(total(deLaSemana));

    // Paying one answers 409 and changes nothing, for the owner too.
    const res = await h.post(dueno.token, 'marcar-pagado', { id: corto.pago_id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: M.sinCreditos });
    const [fila] = await h.filas<{ pagado: boolean; n: number }>(sql`
      select p.pagado, (select count(*)::int from auditoria a
        where a.tipo = 'pago' and (a.despues->>'pagoId')::int = p.id) as n
      from pagos p where p.id = ${corto.pago_id}`);
    expect(fila).toEqual({ pagado: false, n: 0 });
  });
});

describe('why this amount: the requirement of each entry (Pay 7.4, 7.12)', () => {
  const diamante = misionBase('Chef ejecutivo', 'Chef ejecutivo Diamante') as PagosMision;

  it('counts shifts just under and just over the hours as the weekly-pay rule does', async () => {
    const chef = await t.crearUsuario('Chef2', 3);
    await h.darMision(chef.id, 'Chef ejecutivo Diamante');
    const largos: number[] = [];
    const requisito = async () => {
      const entrada = (await lista(`?semana=${(await lista()).semana}`)).resultados.find(
        (p) => p.usuario === 'Chef2',
      );
      return entrada?.requisito;
    };
    for (const [segundos, esperado] of [
      [3 * H - 1, { turnos: 0, cumplido: false }],
      [3 * H, { turnos: 1, cumplido: false }],
      [3 * H + 1, { turnos: 2, cumplido: false }],
      [3 * H - 60, { turnos: 2, cumplido: false }],
      [4 * H, { turnos: 3, cumplido: true }],
    ] as const) {
      const confirmado = await turno('Chef2', segundos);
      largos.push(segundos);
      expect(await requisito()).toEqual({ ...esperado, necesarios: 3, horas_minimas: 3 });
      expect(esperado.cumplido).toBe(cumpleRequisitoSemanal(largos, diamante));
      // The weekly pay arrives with the shift that meets the requirement, as listed.
      expect(confirmado.bono_semanal).toBe(largos.length === 5 ? 70 : 0);
    }
  });

  it('counts the whole week when it is paid in two entries; no weekly pay, nothing needed', async () => {
    const capitan = await t.crearUsuario('Capitan1', 3);
    await h.darMision(capitan.id, 'Capitán de meseros Diamante');
    const primero = await turno('Capitan1', 2 * H);
    expect((await h.post(gerente.token, 'marcar-pagado', { id: primero.pago_id })).statusCode).toBe(
      200,
    );
    const segundo = await turno('Capitan1', 2 * H);
    expect(segundo.bono_semanal).toBe(70);
    const { resultados } = await lista(`?semana=${(await lista()).semana}`);
    for (const id of [primero.pago_id, segundo.pago_id]) {
      expect(resultados.find((p) => p.id === id)?.requisito).toEqual({
        turnos: 2,
        necesarios: 2,
        horas_minimas: 2,
        cumplido: true,
      });
    }
    expect(resultados.find((p) => p.usuario === 'Cocinero1')?.requisito).toEqual({
      turnos: 1,
      necesarios: 0,
      horas_minimas: 0,
      cumplido: false,
    });
  });
});

describe("the worker's week on Inicio (Pay 7.15)", () => {
  it('tells this week against the requirement, its credits paid or not, and the last payment', async () => {
    const capitan = await t.login('Capitan1');
    const d = await mios(capitan);
    expect(d.requisito).toEqual({ turnos: 2, necesarios: 2, horas_minimas: 2, cumplido: true });
    // 70 + 70 for the shifts and 70 of weekly pay; the first 70 is already paid.
    expect(d.creditos_semana).toBe(210);
    expect(d.creditos_pendientes).toBe(140);
    expect(d.ultimo_pago).toMatchObject({
      semana: d.semana,
      creditos: 70,
      pagado_por: 'Gerente1',
    });
    expect(Date.now() - Date.parse(d.ultimo_pago?.pagado_en ?? '')).toBeLessThan(60_000);
  });

  it('starts a week at nothing, and tells a mission without weekly pay needs nothing', async () => {
    const nuevo = await t.crearUsuario('Capitan2', 3);
    await h.darMision(nuevo.id, 'Capitán de meseros Diamante');
    expect(await mios(nuevo.token)).toMatchObject({
      requisito: { turnos: 0, necesarios: 2, horas_minimas: 2, cumplido: false },
      creditos_semana: 0,
      creditos_pendientes: 0,
      ultimo_pago: null,
    });
    const cocinero = await mios(await t.login('Cocinero1'));
    expect(cocinero).toMatchObject({
      requisito: { turnos: 1, necesarios: 0, cumplido: false },
      creditos_semana: 7,
      creditos_pendientes: 7,
      ultimo_pago: null,
    });
    expect((await mios(dueno.token)).requisito.necesarios).toBe(0);
  });
});
