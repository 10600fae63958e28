import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ajustar,
  pausar,
  reanudar,
  RESTA_RAPIDA_SEGUNDOS,
  type Cronometro,
} from '@mchabbo/shared/tiempos/cronometro';
import { MENSAJES_TIEMPOS as M } from '@mchabbo/shared/tiempos/contratos';
import { appConPersonas } from '../../test/personas';

const { t, h } = appConPersonas();
let encargados: { token: string }[];

beforeAll(async () => {
  encargados = [
    await t.crearUsuario('Chef1', 3),
    await t.crearUsuario('Gerente1', 2),
    await t.crearUsuario('Duena', 0),
  ];
});

interface Foto {
  estado: string;
  pausado_desde: string | null;
  segundos_pausados: number;
  ajuste_segundos: number;
  pausas_count: number;
  encargado_id: number | null;
  olvidado: boolean;
  segundos: number;
}
interface Evento {
  accion: string;
  antes: Foto;
  despues: Foto & Record<string, unknown>;
  creado_en: string;
}

const sinSegundos = ({ segundos: _s, ...resto }: Foto) => resto;

const peticiones: Array<[string, object]> = [
  ...Array.from({ length: 5 }, () => ['pausar', {}] as [string, object]),
  ...Array.from({ length: 5 }, () => ['reanudar', {}] as [string, object]),
  ...Array.from({ length: 4 }, () => ['restar-5', {}] as [string, object]),
  ...Array.from(
    { length: 3 },
    () => ['ajustar', { minutos: 7, tipo: 'Sumar' }] as [string, object],
  ),
  ...Array.from(
    { length: 3 },
    () => ['ajustar', { minutos: 3, tipo: 'Restar' }] as [string, object],
  ),
];

describe('twenty concurrent requests on one timer', () => {
  it('end in the state of one serial order, with exactly one event per success', async () => {
    await t.crearUsuario('Cocinero1', 5);
    const id = await h.iniciar(encargados[0]?.token ?? '', 'Chef1', 'Cocinero1');
    await h.envejecer(id, 2 * 3600);
    const [inicial] = await h.filas<{ iniciado_en: string }>(
      sql`select to_char(iniciado_en at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as iniciado_en
          from tiempos where id = ${id}`,
    );
    // Shuffled, by three managers at once.
    const orden = peticiones
      .map((p, i) => ({ p, k: (i * 7919) % 20 }))
      .sort((a, b) => a.k - b.k)
      .map(({ p }) => p);
    const respuestas = await Promise.all(
      orden.map(([accion, extra], i) =>
        h.post(encargados[i % 3]?.token ?? '', accion, { id, ...extra }),
      ),
    );

    const exitos = new Map<string, number>();
    respuestas.forEach((r, i) => {
      const [accion] = orden[i] ?? ['?'];
      if (r.statusCode === 200) exitos.set(accion, (exitos.get(accion) ?? 0) + 1);
      else {
        // The only refusals possible: pausing a paused timer or resuming a running one.
        expect(r.statusCode).toBe(409);
        expect([M.yaPausado, M.noPausado]).toContain(r.json().message);
      }
    });

    const eventos = await h.filas<Evento>(
      sql`select accion, antes, despues,
            to_char(creado_en at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as creado_en
          from tiempo_eventos where tiempo_id = ${id} and accion <> 'iniciar' order by id`,
    );
    const totalExitos = [...exitos.values()].reduce((a, b) => a + b, 0);
    expect(eventos).toHaveLength(totalExitos);
    for (const [accion, veces] of exitos) {
      expect(
        eventos.filter((e) => e.accion === accion),
        accion,
      ).toHaveLength(veces);
    }

    // The events form one chain: each starts from the state the previous one left.
    for (let i = 1; i < eventos.length; i++) {
      expect(sinSegundos(eventos[i]?.antes as Foto)).toEqual(
        sinSegundos(eventos[i - 1]?.despues as Foto),
      );
    }

    // Replaying that serial order through the pure timer model gives the stored timer.
    let c: Cronometro = {
      iniciadoEn: Date.parse(inicial?.iniciado_en ?? ''),
      pausadoDesde: null,
      segundosPausados: 0,
      ajusteSegundos: 0,
    };
    let pausas = 0;
    for (const e of eventos) {
      const ahora = Date.parse(e.creado_en);
      const pausado = c.pausadoDesde !== null;
      if (e.accion === 'pausar') {
        expect(pausado).toBe(false);
        c = pausar(c, ahora);
        pausas++;
      } else if (e.accion === 'reanudar') {
        expect(pausado).toBe(true);
        c = reanudar(c, ahora);
      } else if (e.accion === 'restar-5') {
        c = ajustar(c, ahora, -RESTA_RAPIDA_SEGUNDOS);
      } else {
        const delta = e.despues.ajuste_segundos - e.antes.ajuste_segundos;
        expect([420, -180]).toContain(delta);
        c = ajustar(c, ahora, delta);
      }
      expect(e.despues).toMatchObject({
        pausado_desde: c.pausadoDesde === null ? null : new Date(c.pausadoDesde).toISOString(),
        segundos_pausados: c.segundosPausados,
        ajuste_segundos: c.ajusteSegundos,
        pausas_count: pausas,
      });
    }
    const [final] = await h.filas<{
      estado: string;
      segundos_pausados: number;
      ajuste_segundos: number;
      pausas_count: number;
    }>(
      sql`select estado, segundos_pausados, ajuste_segundos, pausas_count from tiempos where id = ${id}`,
    );
    expect(final).toEqual({
      estado: c.pausadoDesde === null ? 'activo' : 'pausado',
      segundos_pausados: c.segundosPausados,
      ajuste_segundos: c.ajusteSegundos,
      pausas_count: pausas,
    });
    // Every adjustment succeeded; pauses and resumes alternated.
    expect(exitos.get('restar-5')).toBe(4);
    expect(exitos.get('ajustar')).toBe(6);
  });
});
