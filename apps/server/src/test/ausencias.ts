import { diaLocal } from '@mchabbo/shared/paga/reglas';
import type { TestApp } from './app';

/** A leave for today (Madrid), asked by `quien` and approved by `aprobador` (tokens). */
export async function ausenciaAprobadaHoy(t: TestApp, quien: string, aprobador: string) {
  const hoy = diaLocal(new Date(), 'Europe/Madrid');
  const pedida = await t.como(quien, {
    method: 'POST',
    url: '/api/ausencias',
    payload: { desde: hoy, hasta: hoy, motivo: 'Médico' },
  });
  if (pedida.statusCode !== 201) throw new Error(`ausencia: ${pedida.statusCode} ${pedida.body}`);
  const aprobada = await t.como(aprobador, {
    method: 'PATCH',
    url: `/api/ausencias/${pedida.json().ausencia.id}`,
    payload: { aprobada: true },
  });
  if (aprobada.statusCode !== 200)
    throw new Error(`aprobar: ${aprobada.statusCode} ${aprobada.body}`);
}
