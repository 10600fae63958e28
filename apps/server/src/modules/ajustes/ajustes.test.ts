import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { AJUSTES_POR_DEFECTO } from '@mchabbo/shared/ajustes/contratos';
import { MENSAJES_HABBO } from '@mchabbo/shared/cuenta/codigo-habbo';
import { guardarCifras } from '../../test/cifras';
import { appConPersonas } from '../../test/personas';

// Settings are stored each with its type and read back as saved; one stored value that
// no longer passes its rule falls back to its default alone (docs/reglas.md, Settings 15.5).

const { t, h, dueno } = appConPersonas('dueno');

const leer = async () => (await t.como(dueno.token, { method: 'GET', url: '/api/ajustes' })).json();
const guardar = (payload: Record<string, unknown>) =>
  t.como(dueno.token, { method: 'PATCH', url: '/api/ajustes', payload });

afterEach(() => {
  vi.restoreAllMocks();
});

/** For `npm run test:security` (docs/fiabilidad.md). */
const cifras = {
  ajustesLeidosComoSeGuardaron: 0,
  valoresQueParecenOtroJson: 0,
};
afterAll(async () => {
  await guardarCifras('ajustes', cifras);
});

/** Every setting with a value other than its default, each of its own type. */
const TODOS = {
  porcentaje_dueno: 25,
  zona_horaria: 'America/Mexico_City',
  max_turno_horas: 8,
  advertencias_max: 5,
  dias_inactividad: 14,
  verificar_habbo: true,
  deshacer_segundos: 120,
  peticion_minutos: 45,
  ascenso_min_dias: { Cocinero: 3, Meseros: 0 },
  formato_mision: '{app} · {rango}',
  discord_eventos: ['ascensos', 'despidos'],
  entrevista_sala: 'Sala de entrevistas',
  entrevista_contacto: 'Duena',
  habbo_grupo: 'g-hhes-0a1b2c3d4e5f',
  habbo_grupos_rivales: ['g-hhes-bad0bad0', 'g-hhes-0ff1ce'],
  ausencia_aviso_dias: 5,
  ausencia_despido_dias: 30,
  revision_horas: 12,
};

describe('settings read back as saved', () => {
  it('every setting keeps its value and its type', async () => {
    const res = await guardar(TODOS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(TODOS);
    expect(await leer()).toEqual({ ...TODOS, discord_webhook_final: null });
    cifras.ajustesLeidosComoSeGuardaron += Object.keys(TODOS).length;
  });

  it.each(['2026', 'true', '1', 'null', '[1]', '-3.5', '"x"'])(
    'a mission format that reads as other JSON (%s) stays text and resets nothing',
    async (formato) => {
      expect((await guardar(TODOS)).statusCode).toBe(200);
      const res = await guardar({ formato_mision: formato });
      expect(res.statusCode).toBe(200);
      expect(await leer()).toEqual({
        ...TODOS,
        formato_mision: formato,
        discord_webhook_final: null,
      });
      // Registering still asks for a Habbo code: the setting was not reset to false.
      const config = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json()).toMatchObject({ verificar_habbo: true });
      const registro = await t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: { nameUser: 'SinCodigo', password: 'clave-segura-1' },
      });
      expect([registro.statusCode, registro.json()]).toEqual([
        400,
        { message: MENSAJES_HABBO.sinCodigo },
      ]);
      cifras.valoresQueParecenOtroJson++;
    },
  );
});

describe('a stored value that no longer passes its rule', () => {
  it('falls back to its default alone, with one warning however often it is read', async () => {
    expect((await guardar(TODOS)).statusCode).toBe(200);
    const avisos = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // As an older version, or a hand in the database, may have left them.
    await h.filas(sql`update ajustes set valor = '99'::jsonb where clave = 'max_turno_horas'`);
    await h.filas(
      sql`update ajustes set valor = '"Marte/Olimpo"'::jsonb where clave = 'zona_horaria'`,
    );

    expect(await leer()).toEqual({
      ...TODOS,
      max_turno_horas: AJUSTES_POR_DEFECTO.max_turno_horas,
      zona_horaria: AJUSTES_POR_DEFECTO.zona_horaria,
      discord_webhook_final: null,
    });
    await leer();
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      verificar_habbo: true,
    });
    const mensajes = avisos.mock.calls.map((c) => String(c[0]));
    expect(mensajes).toHaveLength(2);
    expect(mensajes.find((m) => m.includes('max_turno_horas'))).toMatch(
      /El ajuste max_turno_horas guardado \(99\) no es válido: .* Se usa su valor por defecto \(6\)\./,
    );
    expect(mensajes.find((m) => m.includes('zona_horaria'))).toContain('"Marte/Olimpo"');

    // Saving it again puts it right, and the others were never touched.
    expect((await guardar({ max_turno_horas: 7, zona_horaria: 'Europe/Madrid' })).statusCode).toBe(
      200,
    );
    expect(await leer()).toEqual({
      ...TODOS,
      max_turno_horas: 7,
      zona_horaria: 'Europe/Madrid',
      discord_webhook_final: null,
    });
  });
});

describe('the Discord webhook in the audit trail (docs/reglas.md, Discord 31.1)', () => {
  const filas = async () =>
    h.filas<{ antes: unknown; despues: unknown }>(
      sql`select antes, despues from auditoria where tipo = 'ajustes' order by id`,
    );

  it('records each change of address once, and nothing when nothing changed', async () => {
    const desde = (await filas()).length;
    const uno = 'https://discord.com/api/webhooks/1/token-AAAA';
    const otro = 'https://discord.com/api/webhooks/2/otro-AAAA';
    for (const [payload, filasNuevas] of [
      [{ discord_webhook: '' }, 0], // none stored: an empty one changes nothing
      [{ discord_webhook: uno }, 1],
      [{ discord_webhook: uno }, 0], // the same address again
      [{ discord_webhook: otro }, 1], // another address, the same last 4 characters
      [{ discord_webhook: '' }, 1], // removed
      [{ discord_webhook: '' }, 0],
    ] as const) {
      const antes = (await filas()).length;
      expect((await guardar(payload)).statusCode).toBe(200);
      expect((await filas()).length - antes, JSON.stringify(payload)).toBe(filasNuevas);
    }
    expect((await filas()).slice(desde)).toEqual([
      { antes: { discord_webhook_final: null }, despues: { discord_webhook_final: 'AAAA' } },
      {
        antes: { discord_webhook_final: 'AAAA' },
        despues: { discord_webhook_final: 'AAAA', discord_webhook_nuevo: true },
      },
      { antes: { discord_webhook_final: 'AAAA' }, despues: { discord_webhook_final: null } },
    ]);
  });
});
