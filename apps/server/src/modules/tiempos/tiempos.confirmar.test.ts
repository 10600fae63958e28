import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appConPersonas } from '../../test/personas';

const { t, h, gerente, chef } = appConPersonas('gerente', 'chef');

const H = 3600;

/** The listed timer of a worker. */
async function listado(id: number) {
  const fila = (await h.lista(gerente.token)).tiempos.find((x) => x.id === id);
  if (!fila) throw new Error(`timer ${id} is not listed`);
  return fila;
}

/** A shift of `segundos` confirmed for a worker, run by the manager. */
async function turno(token: string, encargado: string, usuario: string, segundos: number) {
  return (await h.turnoConfirmado(token, encargado, usuario, segundos)).respuesta;
}

describe('what confirming now would pay (docs/reglas.md, Timers 6.16)', () => {
  it('previews a Cocinero’s credits by length, capped at the maximum shift, as the confirmation pays', async () => {
    await t.crearUsuario('Cocinero1', 5);
    const id = await h.iniciar(chef.token, 'Chef1', 'Cocinero1');
    await h.envejecer(id, 30 * 60);
    expect(await listado(id)).toMatchObject({ creditos_previstos: 0, bono_previsto: 0 });
    await h.envejecer(id, 100 * 60);
    expect(await listado(id)).toMatchObject({ creditos_previstos: 7, bono_previsto: 0 });
    // Past the maximum shift (6 h) the preview is the maximum's pay, as a confirmation records.
    await h.envejecer(id, 8 * H);
    expect(await listado(id)).toMatchObject({ creditos_previstos: 10, bono_previsto: 0 });
    const res = await h.post(chef.token, 'confirmar', { id });
    expect(res.json()).toMatchObject({
      message: 'Tiempo de Cocinero1 confirmado: 6h 0m, 10 créditos.',
      tiempo: { creditos: 10, segundos_confirmados: 6 * H },
    });
  });

  it('previews the weekly pay on the shift that would complete the requirement, once', async () => {
    // Chef ejecutivo Diamante (level 3): no pay per shift, 70 weekly for 3 shifts of 3 h.
    await t.crearUsuario('Chef2', 3);
    await turno(gerente.token, 'Gerente1', 'Chef2', 3 * H);
    const id = await h.iniciar(gerente.token, 'Gerente1', 'Chef2');
    await h.envejecer(id, 3 * H);
    expect(await listado(id)).toMatchObject({ creditos_previstos: 0, bono_previsto: 0 });
    await h.post(gerente.token, 'confirmar', { id });

    const tercero = await h.iniciar(gerente.token, 'Gerente1', 'Chef2');
    await h.envejecer(tercero, 2 * H);
    // Too short to count toward the requirement.
    expect(await listado(tercero)).toMatchObject({ bono_previsto: 0 });
    await h.envejecer(tercero, H);
    expect(await listado(tercero)).toMatchObject({ creditos_previstos: 0, bono_previsto: 70 });
    const res = await h.post(gerente.token, 'confirmar', { id: tercero });
    expect(res.json()).toMatchObject({
      message: 'Tiempo de Chef2 confirmado: 3h 0m, 0 créditos + 70 de paga semanal.',
      tiempo: { creditos: 0, bono_semanal: 70 },
    });

    // The week has its weekly pay now: a fourth shift would bring none.
    const cuarto = await h.iniciar(gerente.token, 'Gerente1', 'Chef2');
    await h.envejecer(cuarto, 4 * H);
    expect(await listado(cuarto)).toMatchObject({ creditos_previstos: 0, bono_previsto: 0 });
  });

  it('previews nothing for a worker without a mission, and every caller reads the same figures', async () => {
    const w = await t.crearUsuario('Cocinero3', 5);
    const id = await h.iniciar(chef.token, 'Chef1', 'Cocinero3');
    await h.envejecer(id, 2 * H);
    const delChef = (await h.lista(chef.token)).tiempos.find((x) => x.id === id);
    expect(delChef).toMatchObject({ creditos_previstos: 7, bono_previsto: 0, puede_operar: true });
    // A mission removed by hand (a level kept with no post): nothing to preview.
    await h.filas(sql`update usuarios set mision_id = null where id = ${w.id}`);
    expect(await listado(id)).toMatchObject({ creditos_previstos: 0, bono_previsto: 0 });
  });
});
