import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_ACCIONES as MA } from '@mchabbo/shared/tiempos/acciones';
import { MENSAJES_PETICIONES as MP } from '@mchabbo/shared/tiempos/peticiones';
import { appConPersonas } from '../../test/personas';

const { t, h, gerente, chef, chef2 } = appConPersonas('gerente', 'chef', 'chef2');

const RONDAS = 6;

describe('two managers attend one request at once (docs/reglas.md, Time requests 25.3)', () => {
  it('starts one timer: the other manager is told it was already attended', async () => {
    for (let i = 0; i < RONDAS; i++) {
      const nombre = `Cola${i}`;
      const w = await t.crearUsuario(nombre, 5);
      const pedida = await t.como(w.token, { method: 'POST', url: '/api/tiempos/peticiones' });
      const id = pedida.json().peticion.id as number;
      const managers = i % 2 === 0 ? [chef, chef2] : [gerente, chef];
      const respuestas = await Promise.all(
        managers.map((m) =>
          t.como(m.token, { method: 'POST', url: `/api/tiempos/peticiones/${id}/atender` }),
        ),
      );
      const estados = respuestas.map((r) => r.statusCode).sort();
      expect(estados, `ronda ${i}`).toEqual([201, 409]);
      const perdedora = respuestas.find((r) => r.statusCode === 409);
      expect(perdedora?.json()).toEqual({ message: MP.yaAtendida });
      const ganadora = respuestas.find((r) => r.statusCode === 201)?.json();
      const [fila] = await h.filas<{ abiertos: number; atendida_por: number; tiempo_id: number }>(
        sql`select (select count(*)::int from tiempos where usuario_id = ${w.id}) as abiertos,
                   atendida_por, tiempo_id
            from peticiones_tiempo where id = ${id}`,
      );
      expect(fila?.abiertos).toBe(1);
      expect(fila?.tiempo_id).toBe(ganadora.tiempo.id);
      expect(fila?.atendida_por).toBe(ganadora.tiempo.encargado_id);
      // One start and one attention recorded, one notice to the worker.
      const [cuentas] = await h.filas<{ eventos: number; avisos: number }>(
        sql`select (select count(*)::int from tiempo_eventos where tiempo_id = ${fila?.tiempo_id}) as eventos,
                   (select count(*)::int from notificaciones where usuario_id = ${w.id}) as avisos`,
      );
      expect(cuentas).toEqual({ eventos: 1, avisos: 1 });
    }
  });
});

describe('an undo racing a payment of its entry (docs/reglas.md, Timers 6.17 and Pay 7.6)', () => {
  it('is one or the other: no credits are lost or paid twice', async () => {
    let deshechos = 0;
    let pagadosAntes = 0;
    for (let i = 0; i < RONDAS; i++) {
      const nombre = `Carrera${i}`;
      const w = await t.crearUsuario(nombre, 5);
      const id = await h.iniciar(chef.token, 'Chef1', nombre);
      await h.envejecer(id, 2 * 3600);
      const conf = (await h.post(chef.token, 'confirmar', { id })).json();
      const pagoId = conf.tiempo.pago_id as number;
      const [undo, pago] = await Promise.all([
        h.post(chef.token, 'deshacer', { id }),
        h.post(gerente.token, 'marcar-pagado', { id: pagoId }),
      ]);
      const [estado] = await h.filas<{
        tiempo: string;
        pagado: boolean;
        creditos: number | null;
        total: number;
      }>(
        sql`select t.estado as tiempo, p.pagado, p.creditos,
                   coalesce((select segundos::int from totales_tiempo where usuario_id = ${w.id}), 0) as total
            from tiempos t, pagos p where t.id = ${id} and p.id = ${pagoId}`,
      );
      if (undo.statusCode === 200) {
        deshechos++;
        // The undo came first: the shift left the entry before it was frozen.
        expect(estado?.tiempo).toBe('pausado');
        expect(estado?.total).toBe(0);
        if (estado?.pagado) expect(estado.creditos).toBe(0);
      } else {
        pagadosAntes++;
        expect(undo.statusCode).toBe(409);
        expect(undo.json()).toEqual({ message: MA.noSePuedeDeshacer });
        expect(pago.statusCode).toBe(200);
        expect(estado).toEqual({ tiempo: 'confirmado', pagado: true, creditos: 7, total: 7200 });
      }
    }
    expect(deshechos + pagadosAntes).toBe(RONDAS);
  });
});
