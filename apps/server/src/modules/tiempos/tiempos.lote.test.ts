import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_ACCIONES as MA } from '@mchabbo/shared/tiempos/acciones';
import { MENSAJES_TIEMPOS as M } from '@mchabbo/shared/tiempos/contratos';
import { appConPersonas } from '../../test/personas';

const { t, h, gerente, chef, chef2 } = appConPersonas('gerente', 'chef', 'chef2');

let n = 0;
/** Starts timers for fresh Cocineros run by Chef1; returns their ids and names. */
async function timers(cuantos: number) {
  const ids: number[] = [];
  const nombres: string[] = [];
  for (let i = 0; i < cuantos; i++) {
    const nombre = `Cocinero${++n}`;
    await t.crearUsuario(nombre, 5);
    ids.push(await h.iniciar(chef.token, 'Chef1', nombre));
    nombres.push(nombre);
  }
  return { ids, nombres };
}

const lote = (token: string, payload: object) => h.post(token, 'lote', payload);

describe('POST /tiempos/lote (docs/reglas.md, Timers 6.18)', () => {
  it('pauses, resumes and confirms several timers, one result each, in the order sent', async () => {
    const { ids, nombres } = await timers(3);
    for (const id of ids) await h.envejecer(id, 2 * 3600);
    const pausa = await lote(chef.token, { accion: 'pausar', ids });
    expect(pausa.statusCode).toBe(200);
    expect(pausa.json()).toEqual({
      message: '3 tiempos pausados.',
      resultados: ids.map((id, i) => ({ id, ok: true, message: `Tiempo pausado: ${nombres[i]}.` })),
    });
    const reanuda = await lote(chef.token, { accion: 'reanudar', ids });
    expect(reanuda.json().message).toBe('3 tiempos reanudados.');
    const confirma = await lote(chef.token, { accion: 'confirmar', ids });
    expect(confirma.json()).toEqual({
      message: '3 tiempos confirmados.',
      resultados: ids.map((id, i) => ({
        id,
        ok: true,
        message: `Tiempo de ${nombres[i]} confirmado: 2h 0m, 7 créditos.`,
        deshacer_segundos: 60,
      })),
    });
    // Each timer has its own history, as if acted on one by one.
    for (const id of ids) {
      expect((await h.eventos(id)).map((e) => e.accion)).toEqual([
        'iniciar',
        'pausar',
        'reanudar',
        'confirmar',
      ]);
    }
    const auditadas = await h.filas<{ n: number }>(
      sql`select count(*)::int as n from auditoria where tipo = 'tiempo' and accion = 'confirmado'
          and (despues->>'tiempoId')::int in (${sql.join(ids, sql`, `)})`,
    );
    expect(auditadas[0]?.n).toBe(3);
  });

  it('applies the single action’s rules to each timer: one refusal does not stop the others', async () => {
    const { ids } = await timers(2);
    await h.post(chef.token, 'pausar', { id: ids[0] });
    const otro = `Cocinero${++n}`;
    await t.crearUsuario(otro, 5);
    const deChef2 = await h.iniciar(chef2.token, 'Chef2', otro);
    const res = await lote(chef.token, {
      accion: 'pausar',
      ids: [ids[0], ids[1], deChef2, 999_999, ids[1]],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '1 de 4 tiempos pausados.',
      resultados: [
        { id: ids[0], ok: false, message: M.yaPausado },
        { id: ids[1], ok: true, message: `Tiempo pausado: Cocinero${n - 1}.` },
        { id: deChef2, ok: false, message: M.noEsTuyo },
        { id: 999_999, ok: false, message: M.noExiste },
      ],
    });
    // A higher rank may act on both managers' timers at once.
    const gerenteRes = await lote(gerente.token, { accion: 'reanudar', ids: [ids[0], deChef2] });
    expect(gerenteRes.json().resultados).toEqual([
      { id: ids[0], ok: true, message: `Tiempo reanudado: Cocinero${n - 2}.` },
      { id: deChef2, ok: false, message: M.noPausado },
    ]);
  });

  it('refuses a bad batch as a whole, in Spanish', async () => {
    const casos: Array<[object, string]> = [
      [{ accion: 'cancelar', ids: [1] }, MA.accionLote],
      [{ accion: 'pausar', ids: [] }, MA.idsLote],
      [{ accion: 'pausar' }, MA.idsLote],
      [{ accion: 'pausar', ids: Array.from({ length: 51 }, (_, i) => i + 1) }, MA.maximoLote],
      [{ accion: 'pausar', ids: [0] }, M.idInvalido],
    ];
    for (const [body, mensaje] of casos) {
      const res = await lote(chef.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(mensaje);
    }
    const worker = await t.crearUsuario(`Cocinero${++n}`, 5);
    expect((await lote(worker.token, { accion: 'pausar', ids: [1] })).statusCode).toBe(403);
  });
});
