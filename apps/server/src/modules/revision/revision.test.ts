import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FilaRevision, RevisionVista } from '@mchabbo/shared/revision/contratos';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { conPostgres, crearAppDePrueba, type TestApp } from '../../test/app';
import { iniciarHabboFalso, type HabboFalso } from '../../test/habbo-falso';

// The Habbo roster check (docs/reglas.md, Habbo roster) against a local fake Habbo.

const GRUPO = 'g-hhes-0a1b2c3d4e5f';
const RIVAL = 'g-hhes-bad0bad0';
const DIA = 86_400_000;
/** Habbo's date format. */
const haceDias = (dias: number) =>
  new Date(reloj.getTime() - dias * DIA).toISOString().replace('Z', '+0000');

let habbo: HabboFalso;
let t: TestApp;
let dueno: string;
let gerente: string;
let reloj = new Date();
const ids = new Map<string, number>();

const ver = async (token = dueno) => {
  const res = await t.como(token, { method: 'GET', url: '/api/revision' });
  expect(res.statusCode).toBe(200);
  return res.json<RevisionVista>();
};
const fila = (v: RevisionVista, usuario: string) => {
  const f = v.filas.find((x) => x.usuario === usuario);
  if (!f) throw new Error(`no row for ${usuario}`);
  return f;
};
const revisar = (token = dueno) => t.como(token, { method: 'POST', url: '/api/revision' });
/** The clock moves past the minute a manual round waits. */
const pasaUnMinuto = () => {
  reloj = new Date(reloj.getTime() + 61_000);
};

/** A staff member of `nivel`, verified through Habbo (by uniqueId) unless `porNombre`. */
async function persona(
  app: TestApp,
  nombre: string,
  nivel: number,
  jugador: Parameters<HabboFalso['jugador']>[0] | null,
  porNombre = false,
) {
  const { id } = await app.crearUsuario(nombre, nivel);
  ids.set(nombre, id);
  if (!jugador) return;
  const j = habbo.jugador(jugador);
  if (!porNombre)
    await app.database.db.execute(
      sql`update usuarios set habbo_unique_id = ${j.uniqueId} where id = ${id}`,
    );
}

beforeAll(async () => {
  habbo = await iniciarHabboFalso();
  t = await crearAppDePrueba(
    { HABBO_URL: habbo.url, HABBO_RPS: '50', HABBO_TIMEOUT_MS: '300' },
    { reloj: () => reloj },
  );
  dueno = (await t.crearUsuario('Duena', 0)).token;
  gerente = (await t.crearUsuario('Gerente1', 2)).token;
  const ajustes = await t.como(dueno, {
    method: 'PATCH',
    url: '/api/ajustes',
    payload: { habbo_grupo: GRUPO, habbo_grupos_rivales: [RIVAL], revision_horas: 0 },
  });
  expect(ajustes.statusCode).toBe(200);
  habbo.grupo(GRUPO, 'McHabbo');
  habbo.grupo(RIVAL, 'Burger Rival');
  // Two members a page: the group's members are read page after page.
  habbo.porPagina(2);
  // The expected motto of a level-5 post, as the panel computes it.
  await persona(t, 'Modelo', 5, null);
  const esperada = fila(await ver(), 'Modelo').mision_esperada;
  expect(esperada).toMatch(/^McHabbo · /);
  const enGrupo = { grupos: [GRUPO], online: false, lastAccessTime: haceDias(1) };
  habbo.jugador({ name: 'Gerente1', motto: 'x', ...enGrupo });
  await persona(t, 'Bien', 5, { name: 'Bien', motto: esperada, ...enGrupo });
  await persona(t, 'Mayus', 5, {
    name: 'Mayus',
    motto: `  ${esperada.toUpperCase()} `,
    ...enGrupo,
  });
  await persona(t, 'MalMotto', 5, { name: 'MalMotto', motto: 'Trabajo en otro sitio', ...enGrupo });
  await persona(t, 'Fuera', 5, { name: 'Fuera', motto: esperada, online: true });
  await persona(t, 'Rival', 5, {
    name: 'Rival',
    motto: esperada,
    ...enGrupo,
    grupos: [GRUPO, RIVAL],
  });
  await persona(t, 'Oculto', 5, {
    name: 'Oculto',
    motto: esperada,
    ...enGrupo,
    grupos: [GRUPO, RIVAL],
    profileVisible: false,
  });
  await persona(t, 'Ausente', 5, {
    name: 'Ausente',
    motto: esperada,
    ...enGrupo,
    lastAccessTime: haceDias(10),
  });
  await persona(t, 'Perdido', 5, {
    name: 'Perdido',
    motto: esperada,
    ...enGrupo,
    lastAccessTime: haceDias(25),
  });
  await persona(t, 'Escondido', 5, {
    name: 'Escondido',
    motto: esperada,
    ...enGrupo,
    lastAccessTime: haceDias(60),
    estadoOculto: true,
  });
  await persona(t, 'PorNombre', 5, { name: 'PorNombre', motto: esperada, ...enGrupo }, true);
  await persona(t, 'Fantasma', 6, null);
  // Verified once, since gone from Habbo (banned or missing).
  await persona(t, 'Baneado', 6, null);
  await t.database.db.execute(
    sql`update usuarios set habbo_unique_id = 'hhes-desaparecido' where id = ${ids.get('Baneado')!}`,
  );
  const modelo = habbo.jugador({ name: 'Modelo', motto: esperada, ...enGrupo });
  await t.database.db.execute(
    sql`update usuarios set habbo_unique_id = ${modelo.uniqueId} where id = ${ids.get('Modelo')!}`,
  );
});

describe('the roster check', () => {
  it('refuses levels 3–7 and anonymous callers, and lets levels 0–2 read it', async () => {
    for (const nivel of [3, 4, 5, 6, 7]) {
      const { token } = await t.crearUsuario(`Nivel${nivel}x`, nivel);
      expect((await t.como(token, { method: 'GET', url: '/api/revision' })).statusCode).toBe(403);
      expect((await revisar(token)).statusCode).toBe(403);
    }
    expect((await t.como(null, { method: 'GET', url: '/api/revision' })).statusCode).toBe(401);
    expect((await revisar('')).statusCode).toBe(401);
    // Never read yet: every row unknown and unflagged.
    const v = await ver(gerente);
    expect(v.revisado_en).toBeNull();
    expect(fila(v, 'MalMotto')).toMatchObject({
      marcas: [],
      mision_habbo: null,
      revisado_en: null,
    });
  });

  it('reads every staff member and raises each flag only on what Habbo said', async () => {
    const llamadasAntes = habbo.llamadas();
    const res = await revisar(gerente);
    expect(res.statusCode).toBe(200);
    const staff = (await ver()).filas.length;
    expect(res.json()).toMatchObject({ revisados: staff, habbo_disponible: true });
    const v = await ver();
    expect(v.habbo_disponible).toBe(true);
    expect(v.revisado_en).not.toBeNull();
    const marcas = (u: string) => fila(v, u).marcas;
    expect(marcas('Bien')).toEqual([]);
    expect(marcas('Mayus')).toEqual([]);
    expect(marcas('MalMotto')).toEqual(['mision']);
    expect(fila(v, 'MalMotto').mision_habbo).toBe('Trabajo en otro sitio');
    expect(marcas('Fuera')).toEqual(['fuera_del_grupo']);
    expect(fila(v, 'Fuera').en_linea).toBe(true);
    expect(marcas('Rival')).toEqual(['grupo_rival']);
    expect(fila(v, 'Rival').grupos_rivales).toEqual([{ id: RIVAL, nombre: 'Burger Rival' }]);
    // A hidden profile: its groups are unknown (no rival flag), the group's list still counts.
    expect(marcas('Oculto')).toEqual(['perfil_oculto']);
    expect(fila(v, 'Oculto')).toMatchObject({ grupos_rivales: null, en_grupo: true });
    expect(marcas('Ausente')).toEqual(['ausente_aviso']);
    expect(fila(v, 'Ausente').dias_sin_entrar).toBe(10);
    expect(marcas('Perdido')).toEqual(['ausente_despido']);
    // A hidden status is unknown, never absent.
    expect(marcas('Escondido')).toEqual([]);
    expect(fila(v, 'Escondido')).toMatchObject({ en_linea: null, ultimo_acceso: null });
    expect(marcas('PorNombre')).toEqual(['sin_verificar']);
    expect(marcas('Fantasma')).toEqual(['no_encontrado', 'sin_verificar']);
    expect(marcas('Baneado')).toEqual(['no_encontrado']);
    // Flagged people come first.
    const primeraSinMarcas = v.filas.findIndex((f) => f.marcas.length === 0);
    expect(v.filas.slice(primeraSinMarcas).every((f: FilaRevision) => f.marcas.length === 0)).toBe(
      true,
    );
    expect(res.json<{ marcados: number }>().marcados).toBe(primeraSinMarcas);
    // One members read for the group (its pages), one or two reads a person.
    const rutas = habbo.rutas().slice(-(habbo.llamadas() - llamadasAntes));
    expect(rutas.filter((r) => r.includes('/members')).length).toBeGreaterThan(2);
    expect(new Set(rutas.filter((r) => r.includes('/members'))).size).toBe(
      rutas.filter((r) => r.includes('/members')).length,
    );
  });

  it('changed thresholds apply at once; a threshold above the other is refused', async () => {
    const res = await t.como(dueno, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { ausencia_aviso_dias: 30 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Los días para avisar de una ausencia no pueden superar los de proponer un despido.',
    );
    const ok = await t.como(dueno, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { ausencia_aviso_dias: 11, ausencia_despido_dias: 30 },
    });
    expect(ok.statusCode).toBe(200);
    const v = await ver();
    expect(fila(v, 'Ausente').marcas).toEqual([]);
    expect(fila(v, 'Perdido').marcas).toEqual(['ausente_aviso']);
    await t.como(dueno, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { ausencia_aviso_dias: 7, ausencia_despido_dias: 20 },
    });
  });

  it('answers 429 when a round started in the last minute', async () => {
    const res = await revisar();
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Ya se revisó hace menos de un minuto: espera un poco y vuelve a intentarlo.',
    );
  });

  it('a Habbo that goes down halfway ends the round; the rows not read keep their last reading', async () => {
    const antes = await ver();
    pasaUnMinuto();
    habbo.mision('MalMotto', fila(antes, 'Bien').mision_esperada);
    // The group's pages and a few people, then every answer fails.
    habbo.modoTras(6, '500');
    const res = await revisar();
    expect(res.statusCode).toBe(200);
    const r = res.json<{ revisados: number; habbo_disponible: boolean; message: string }>();
    expect(r.habbo_disponible).toBe(false);
    expect(r.revisados).toBeLessThan(antes.filas.length);
    expect(r.message).toMatch(/^No se pudo consultar Habbo/);
    const v = await ver();
    expect(v.habbo_disponible).toBe(false);
    expect(v.revisado_en).toBe(antes.revisado_en);
    expect(v.ultimo_intento).not.toBe(antes.ultimo_intento);
    expect(v.en_curso).toBeNull();
    // Those not read this time keep their rows and flags as they were.
    const noLeidos = v.filas.filter((f) => f.revisado_en === fila(antes, f.usuario).revisado_en);
    expect(noLeidos.length).toBeGreaterThan(0);
    for (const f of noLeidos) expect(f.marcas).toEqual(fila(antes, f.usuario).marcas);
    habbo.modo('normal');
  });

  it.each(['429', '403', 'html', 'lento'] as const)(
    'Habbo answering %s is "cannot answer now", never a fault',
    async (modo) => {
      pasaUnMinuto();
      habbo.modo(modo);
      const res = await revisar();
      habbo.modo('normal');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ revisados: 0, habbo_disponible: false });
      expect((await ver()).habbo_disponible).toBe(false);
    },
  );

  it('the next round after Habbo comes back is whole again', async () => {
    pasaUnMinuto();
    const res = await revisar();
    expect(res.json()).toMatchObject({ habbo_disponible: true });
    const v = await ver();
    expect(v.habbo_disponible).toBe(true);
    expect(fila(v, 'MalMotto').marcas).toEqual([]);
  });
});

describe('the pace', () => {
  it(`never sends more than HABBO_RPS requests a second`, async () => {
    const otro = await iniciarHabboFalso();
    const app = await crearAppDePrueba({ HABBO_URL: otro.url, HABBO_RPS: '4' });
    const duena = (await app.crearUsuario('Duena', 0)).token;
    for (let i = 0; i < 9; i++) {
      await app.crearUsuario(`Ritmo${i}`, 5);
      otro.jugador({ name: `Ritmo${i}` });
    }
    await app.como(duena, { method: 'PATCH', url: '/api/ajustes', payload: { revision_horas: 0 } });
    const res = await app.como(duena, { method: 'POST', url: '/api/revision' });
    expect(res.json()).toMatchObject({ revisados: 9, habbo_disponible: true });
    const instantes = otro.instantes();
    expect(instantes).toHaveLength(9);
    // …and the round took as long as that pace asks: 8 gaps of 250 ms.
    expect(instantes.at(-1)! - instantes[0]!).toBeGreaterThanOrEqual(8 * 250 - 50);
    // Any window of a second holds at most 4 requests (50 ms allowed for the jitter of
    // their arrival: the fake shares this process's event loop with the app and PGlite).
    for (let i = 0; i < instantes.length; i++) {
      const enVentana = instantes.filter((x) => x >= instantes[i]! && x < instantes[i]! + 950);
      expect(enVentana.length).toBeLessThanOrEqual(4);
    }
    await otro.cerrar();
  });
});

// Only a PostgreSQL server lets two processes share one database.
conPostgres?.('two processes on one PostgreSQL run one round between them', async () => {
  const otro = await iniciarHabboFalso();
  const JWT_SECRET = randomBytes(32).toString('hex');
  const a = await crearAppDePrueba({ HABBO_URL: otro.url, HABBO_RPS: '10', JWT_SECRET });
  const { token } = await a.crearUsuario('Duena', 0);
  for (let i = 0; i < 8; i++) {
    await a.crearUsuario(`Doble${i}`, 5);
    otro.jugador({ name: `Doble${i}` });
  }
  await a.como(token, { method: 'PATCH', url: '/api/ajustes', payload: { revision_horas: 0 } });
  const { rows } = (await a.database.db.execute(
    sql`select current_database() as nombre`,
  )) as unknown as {
    rows: { nombre: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.nombre}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  const config = loadConfig({
    WEB_DIST: '/nonexistent',
    HABBO_URL: otro.url,
    HABBO_RPS: '10',
    JWT_SECRET,
  });
  const b = await buildApp({ config, database, jwtSecret: JWT_SECRET });
  try {
    await b.ready();
    const auth = { authorization: `Bearer ${token}` };
    const [ra, rb] = await Promise.all([
      a.app.inject({ method: 'POST', url: '/api/revision', headers: auth }),
      b.inject({ method: 'POST', url: '/api/revision', headers: auth }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    // Each person was read once, by the process that claimed the round.
    const rutas = otro.rutas();
    expect(rutas).toHaveLength(8);
    expect(new Set(rutas).size).toBe(8);
  } finally {
    await b.close();
    await database.close();
    await otro.cerrar();
  }
});

describe('Avisar', () => {
  it('tells a flagged person what to put right, as a notification, and refuses the rest', async () => {
    const malMotto = ids.get('MalMotto')!;
    habbo.mision('MalMotto', 'Trabajo en otro sitio');
    pasaUnMinuto();
    expect((await revisar()).statusCode).toBe(200);
    const esperada = fila(await ver(), 'MalMotto').mision_esperada;
    const res = await t.como(gerente, { method: 'POST', url: `/api/revision/${malMotto}/aviso` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('MalMotto recibió el aviso.');
    const { rows } = (await t.database.db.execute(
      sql`select texto, tipo from notificaciones where usuario_id = ${malMotto}`,
    )) as unknown as { rows: { texto: string; tipo: string }[] };
    expect(rows).toEqual([
      {
        tipo: 'revision.avisada',
        texto: `Revisión de Habbo: tu misión en Habbo debe ser «${esperada}»: cópiala en tu misión.`,
      },
    ]);
    // Nothing to tell someone in order; not staff; a level 3 may not.
    const bien = await t.como(gerente, {
      method: 'POST',
      url: `/api/revision/${ids.get('Bien')!}/aviso`,
    });
    expect(bien.statusCode).toBe(409);
    expect(bien.json().message).toBe('Esa persona no tiene avisos de la revisión.');
    const nadie = await t.como(gerente, { method: 'POST', url: '/api/revision/999999/aviso' });
    expect(nadie.statusCode).toBe(404);
    const chef = (await t.crearUsuario('ChefAviso', 3)).token;
    expect(
      (await t.como(chef, { method: 'POST', url: `/api/revision/${malMotto}/aviso` })).statusCode,
    ).toBe(403);
  });
});

describe('the worker’s own motto', () => {
  it('tells a worker whose motto differs what it should be, and nobody else anything', async () => {
    const mal = await t.login('MalMotto');
    const res = await t.como(mal, { method: 'GET', url: '/api/revision/mia' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mision_habbo: 'Trabajo en otro sitio',
      difiere: true,
    });
    expect(res.json().mision_esperada).toMatch(/^McHabbo · /);
    const bien = await t.como(await t.login('Bien'), { method: 'GET', url: '/api/revision/mia' });
    expect(bien.json()).toMatchObject({ difiere: false });
    const invitado = (await t.crearUsuario('InvitadoMia', 7)).token;
    expect((await t.como(invitado, { method: 'GET', url: '/api/revision/mia' })).statusCode).toBe(
      403,
    );
  });
});

describe('Pendientes', () => {
  const grupoRevision = async (token: string) => {
    const res = await t.como(token, { method: 'GET', url: '/api/pendientes' });
    expect(res.statusCode).toBe(200);
    return res.json<{ revision: { total: number; elementos: unknown[] } }>().revision;
  };

  it('lists people flagged since Revisión last showed them, to levels 0–2 only', async () => {
    // Everything flagged so far was shown by Revisión: nothing new waits.
    pasaUnMinuto();
    expect((await revisar()).statusCode).toBe(200);
    await ver();
    expect(await grupoRevision(gerente)).toEqual({ total: 0, elementos: [] });
    // A new flag after a round: Bien's motto changes in Habbo.
    habbo.mision('Bien', 'Me voy de vacaciones');
    pasaUnMinuto();
    expect((await revisar()).statusCode).toBe(200);
    expect(await grupoRevision(gerente)).toEqual({
      total: 1,
      elementos: [{ usuario: 'Bien', marcas: ['mision'] }],
    });
    expect((await grupoRevision(dueno)).total).toBe(1);
    // A timekeeper (level 3) has Pendientes, but not this group.
    const chef = (await t.crearUsuario('ChefPendientes', 3)).token;
    expect(await grupoRevision(chef)).toEqual({ total: 0, elementos: [] });
    // Revisión shows it: looked at, it leaves Pendientes.
    await ver(gerente);
    expect(await grupoRevision(gerente)).toEqual({ total: 0, elementos: [] });
    expect((await grupoRevision(dueno)).total).toBe(0);
    habbo.mision('Bien', fila(await ver(), 'Bien').mision_esperada);
  });
});
