import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import { MENSAJE_FECHA_FUERA } from '@mchabbo/shared/comun/fechas';
import { MENSAJE_TEXTO_INVALIDO } from '@mchabbo/shared/comun/texto';
import { CLAVE } from '../../test/app';
import { appConPersonas } from '../../test/personas';
import { guardarCifras } from '../../test/cifras';

// Hostile inputs generated from each route's own zod contracts: every value breaks
// the contract somewhere (wrong type, missing field, unknown field, wrong shape),
// mixed with injection strings, huge values and odd characters elsewhere.

const POR_RUTA = Number(process.env.HOSTILES_POR_RUTA ?? 200);
const { t } = appConPersonas();
let token: string;
let enviadas = 0;
let respuestas5xx = 0;
let cambiosIndebidos = 0;

type Esquema = {
  type?: string | string[];
  /** A union's members (an id in a body: a number, or a text of digits). */
  anyOf?: Esquema[];
  format?: string;
  properties?: Record<string, Esquema>;
  required?: string[];
};

const CADENAS_HOSTILES = [
  "' OR '1'='1' --",
  '"; DROP TABLE usuarios; --',
  '<script>alert(1)</script>',
  '\u0000\u0001',
  // NUL (PostgreSQL cannot store it) and lone surrogates (docs/reglas.md, Requests 32.1).
  'Duena\u0000',
  '\u0000',
  'a\uD800b',
  '\uDFFF',
  '../../etc/passwd',
  '${jndi:ldap://127.0.0.1/x}',
  '%s%s%s%n',
  '𝕏😀'.repeat(50),
  'a'.repeat(5000),
  // Unseen and look-alike names (docs/reglas.md, Accounts and names).
  'Ch\u200Def',
  '\u3164',
  'Ch\u202Eef',
  'Ch\u00ADef',
  '\uFEFFChef',
  'Сhef',
  'Ｃｈｅｆ',
];

const cualquiera = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, 1e308, 0.5),
  fc.string(),
  fc.constantFrom(...CADENAS_HOSTILES),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
);

function tipoJson(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** The JSON types a schema accepts, a union's included. */
function tiposDe(esquema: Esquema | undefined): string[] {
  return [esquema?.type ?? [], ...(esquema?.anyOf ?? []).map(tiposDe)].flat();
}

/**
 * A value whose JSON type the schema does not accept (anything, when the schema names no
 * type: a filter that refuses every value would make fast-check search for ever).
 */
function deOtroTipo(esquema: Esquema | undefined) {
  const tipos = tiposDe(esquema);
  if (tipos.length === 0) return cualquiera;
  const acepta = (v: unknown) => {
    const tj = tipoJson(v);
    return tipos.includes(tj) || (tj === 'integer' && tipos.includes('number'));
  };
  return cualquiera.filter((v) => !acepta(v));
}

function jsonSchema(zod: unknown): Esquema | null {
  if (!(zod instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(zod, { io: 'input', unrepresentable: 'any' }) as Esquema;
  } catch {
    return null;
  }
}

/** Bodies that break the route's body contract in some way. */
function cuerposHostiles(esquema: Esquema | null): fc.Arbitrary<string> {
  const noObjeto = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.array(cualquiera, { maxLength: 3 }),
    fc.constant(null),
  );
  const props = Object.keys(esquema?.properties ?? {});
  const base = fc.record(Object.fromEntries(props.map((p) => [p, cualquiera])), {
    requiredKeys: [],
  });
  const variantes: fc.Arbitrary<string>[] = [noObjeto.map((v) => JSON.stringify(v))];
  // An unknown field: the contracts are strict, so the body is refused and nothing of it is stored.
  variantes.push(
    fc
      .tuple(
        base,
        fc.constantFrom('nivel', 'isAdmin', 'constructor', 'password_hash', 'tokenVersion'),
        cualquiera,
      )
      .map(([b, k, v]) => JSON.stringify({ ...b, [k]: v })),
    base.map((b) => `{"__proto__":{"nivel":0},${JSON.stringify(b).slice(1)}`.replace(',}', '}')),
  );
  for (const p of props) {
    variantes.push(
      fc
        .tuple(base, deOtroTipo(esquema?.properties?.[p]))
        .map(([b, v]) => JSON.stringify({ ...b, [p]: v })),
    );
  }
  for (const r of esquema?.required ?? []) {
    variantes.push(
      base.map((b) =>
        JSON.stringify(Object.fromEntries(Object.entries(b).filter(([k]) => k !== r))),
      ),
    );
  }
  return fc.oneof(...variantes);
}

const PARAMS_HOSTILES = fc.oneof(
  fc.constantFrom(
    'abc',
    '-1',
    '0',
    '1.5',
    '1e99',
    '0x10',
    '99999999999999999999',
    '%00',
    '%27%20OR%201%3D1',
    'a'.repeat(300),
  ),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);

/**
 * The fingerprint after the last refused request: it is the next request's "before"
 * (a refusal changed nothing, or the test already failed), so each refusal costs one
 * fingerprint, not two. An accepted request may change the state: it clears it.
 */
let ultimaHuella: string | null = null;

/** The state before a request: the last refusal's fingerprint when there was one. */
async function huellaAntes(): Promise<string> {
  return (ultimaHuella ??= await huella());
}

/** The state after a request; a refused one's becomes the next request's "before". */
async function huellaDespues(rechazada: boolean): Promise<string> {
  const h = await huella();
  ultimaHuella = rechazada ? h : null;
  return h;
}

async function huella(): Promise<string> {
  // Every table but the sign-in and password-change attempts (a refused one is recorded on purpose).
  const { rows } = (await t.database.db.execute(sql`
    select string_agg(tabla || ':' || huella, ',' order by tabla) as h from (
      select c.relname as tabla,
        (xpath('/row/h/text()', query_to_xml(format('select md5(coalesce(string_agg(t::text, ''|'' order by t::text), '''')) as h from %I t', c.relname), false, true, '')))[1]::text as huella
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = 'public' and c.relname not in ('intentos_login', 'intentos_clave', '__drizzle_migrations')
    ) x`)) as unknown as { rows: { h: string }[] };
  return rows[0]?.h ?? '';
}

beforeAll(async () => {
  token = (await t.crearUsuario('Duena', 0)).token;
  await t.crearUsuario('Cocinero1', 5);
});
afterAll(async () => {
  await guardarCifras('entradas-hostiles', {
    entradasHostiles: enviadas,
    respuestas5xx,
    cambiosIndebidos,
  });
});

type RutaApi = (typeof t.app.rutasApi)[number];

/** Notes a route whose refused requests changed the database. */
function cambioIndebido(ruta: RutaApi, fallos: string[]) {
  cambiosIndebidos++;
  fallos.push(`${ruta.method} ${ruta.url}: una petición rechazada cambió la base de datos`);
}

/**
 * Sends POR_RUTA hostile requests to a route, noting in `fallos` every 5xx and every
 * refusal not explained in Spanish. The database is compared around the first request
 * when it is refused and, with `cadaUna`, around every refusal (a failure then names the
 * input that changed it). The same `semilla` sends the same requests. Answers how many
 * were accepted and how many refused.
 */
async function enviarHostiles(ruta: RutaApi, semilla: number, cadaUna: boolean, fallos: string[]) {
  const cuerpo = ruta.esquemas.body
    ? cuerposHostiles(jsonSchema(ruta.esquemas.body))
    : fc.constant(undefined);
  const conParams = ruta.url.includes(':');
  const arb = fc.tuple(cuerpo, conParams ? PARAMS_HOSTILES : fc.constant('1'), fc.boolean());
  let aceptadas = 0;
  let rechazadas = 0;
  await fc.assert(
    fc.asyncProperty(arb, async ([payload, param, romperParam]) => {
      // With a body, usually keep the path valid so the body itself is judged.
      const valorParam = ruta.esquemas.body && !romperParam ? '1' : param;
      const url = ruta.url
        .replace(/:(name|nameUser)\b/g, 'Duena')
        .replace(/:[a-zA-Z]+/g, valorParam);
      const antes = cadaUna || aceptadas + rechazadas === 0 ? await huellaAntes() : null;
      const res = await t.como(token, {
        method: ruta.method as 'POST',
        url,
        ...(payload === undefined
          ? {}
          : { payload, headers: { 'content-type': 'application/json' } }),
      });
      enviadas++;
      if (res.statusCode >= 500) respuestas5xx++;
      if (res.statusCode < 400) {
        aceptadas++;
        ultimaHuella = null; // accepted (e.g. a GET whose path was fine): it may change things
        return;
      }
      const message = (res.json() as { message?: unknown }).message;
      const espanol =
        typeof message === 'string' &&
        message.length > 0 &&
        !/\b(invalid|expected|required|must|unexpected|error)\b/i.test(message);
      rechazadas++;
      const cambio = antes !== null && (await huellaDespues(true)) !== antes;
      if (cambio) cambiosIndebidos++;
      if (res.statusCode >= 500 || !espanol || cambio) {
        fallos.push(
          `${ruta.method} ${url} ${String(payload).slice(0, 80)} → ${res.statusCode} ${String(message)}`,
        );
      }
    }),
    { numRuns: POR_RUTA, seed: semilla },
  );
  return { aceptadas, rechazadas };
}

describe('hostile input on every route', () => {
  it('never answers 5xx, always explains in Spanish, and changes nothing when it refuses', async () => {
    const rutas = t.app.rutasApi.filter(
      (r) => !r.url.startsWith('/api/docs') && !r.url.endsWith('/stream'),
    );
    const fallos: string[] = [];
    for (const ruta of rutas) {
      // An accepted sign-out ends the owner's session: a new one, so that the next routes
      // judge their inputs rather than answer 401 to all of them.
      if ((await t.como(token, { method: 'GET', url: '/api/notificaciones' })).statusCode === 401) {
        token = await t.login('Duena');
        ultimaHuella = null; // the sign-in is recorded
      }
      // Refusals change nothing, so the database is compared once around a route's
      // requests when all were refused. When some were accepted (which may change things)
      // and some refused, the same requests are sent again, compared around each
      // refusal; when all were accepted there is no refusal to judge.
      const semilla = Math.floor(Math.random() * 2 ** 31);
      const antes = await huellaAntes();
      const { aceptadas, rechazadas } = await enviarHostiles(ruta, semilla, false, fallos);
      if (aceptadas > 0 && rechazadas > 0) {
        await enviarHostiles(ruta, semilla, true, fallos);
      } else if (rechazadas > 0 && (await huellaDespues(true)) !== antes) {
        cambioIndebido(ruta, fallos);
      }
    }
    expect(fallos.slice(0, 20)).toEqual([]);
    expect(enviadas).toBeGreaterThanOrEqual(rutas.length * POR_RUTA);
  }, 600_000);
});

describe('dates at the edges of every date field (docs/reglas.md, Requests 32.2)', () => {
  const DENTRO = ['2000-01-01', '2000-01-03', '2100-12-27', '2100-12-31'];
  const FUERA = ['1999-12-31', '2101-01-01', '0000-01-03', '0001-01-01', '9999-12-31'];
  beforeAll(async () => {
    token = await t.login('Duena');
    ultimaHuella = null; // the sign-in is recorded
  });

  it('refuses a date outside 2000-01-01…2100-12-31 with 400 and takes the edges, never a 5xx', async () => {
    const fallos: string[] = [];
    let campos = 0;
    for (const ruta of t.app.rutasApi.filter((r) => !r.url.startsWith('/api/docs'))) {
      for (const lugar of ['body', 'querystring'] as const) {
        const esquema = jsonSchema(ruta.esquemas[lugar]);
        for (const [campo, propiedad] of Object.entries(esquema?.properties ?? {})) {
          if (propiedad.format !== 'date') continue;
          campos++;
          // Alone in its request: when nothing else is required, the date is what is judged.
          const solo = (esquema?.required ?? []).every((r) => r === campo);
          for (const fecha of [...DENTRO, ...FUERA]) {
            const url = ruta.url
              .replace(/:(name|nameUser)\b/g, 'Duena')
              .replace(/:[a-zA-Z]+/g, '1');
            const antes = await huellaAntes();
            const res = await t.como(token, {
              method: ruta.method as 'POST',
              url: lugar === 'querystring' ? `${url}?${campo}=${fecha}` : url,
              ...(lugar === 'body' ? { payload: { [campo]: fecha } } : {}),
            });
            enviadas++;
            if (res.statusCode >= 500) respuestas5xx++;
            const message = res.statusCode >= 400 ? res.json().message : undefined;
            const fuera = FUERA.includes(fecha);
            const rechazada = res.statusCode >= 400;
            const cambio = rechazada && (await huellaDespues(true)) !== antes;
            if (!rechazada) ultimaHuella = null;
            if (cambio) cambiosIndebidos++;
            const mal =
              res.statusCode >= 500 ||
              cambio ||
              (fuera && res.statusCode !== 400) ||
              (fuera && solo && message !== MENSAJE_FECHA_FUERA) ||
              (!fuera && message === MENSAJE_FECHA_FUERA);
            if (mal)
              fallos.push(
                `${ruta.method} ${ruta.url} ${campo}=${fecha} → ${res.statusCode} ${res.body}`,
              );
          }
        }
      }
    }
    expect(fallos).toEqual([]);
    // The history, the audit trail, the pay list and pay-week, the managers' report, the
    // worker of the week and leave requests.
    expect(campos).toBeGreaterThanOrEqual(10);
  });
});

describe('NUL and lone surrogates are bad input (docs/reglas.md, Requests 32.1)', () => {
  const MALOS = ['Duena\u0000', '\u0000', 'a\uD800b', '\uDFFF'];
  const INVALIDO = [400, { message: MENSAJE_TEXTO_INVALIDO }];
  const rutas = () =>
    t.app.rutasApi.filter((r) => !r.url.startsWith('/api/docs') && !r.url.endsWith('/stream'));
  // The run above may have signed the owner out (a logout is a valid call): a new session.
  beforeAll(async () => {
    token = await t.login('Duena');
    ultimaHuella = null; // the sign-in is recorded
  });

  it('refuses them in every text field of every body with 400, changing nothing', async () => {
    const fallos: string[] = [];
    let casos = 0;
    for (const ruta of rutas()) {
      if (!ruta.esquemas.body) continue;
      const props = Object.keys(jsonSchema(ruta.esquemas.body)?.properties ?? {});
      // Every case must be refused: the database is compared after the route's first
      // case and after its last, not around each one.
      const antes = await huellaAntes();
      let cambio = false;
      let deLaRuta = 0;
      for (const campo of props.length > 0 ? props : ['texto']) {
        for (const malo of MALOS) {
          const res = await t.como(token, {
            method: ruta.method as 'POST',
            url: ruta.url.replace(/:(name|nameUser)\b/g, 'Duena').replace(/:[a-zA-Z]+/g, '1'),
            payload: { [campo]: malo },
          });
          casos++;
          enviadas++;
          if (res.statusCode >= 500) respuestas5xx++;
          if (deLaRuta++ === 0) cambio = (await huellaDespues(res.statusCode >= 400)) !== antes;
          if (res.statusCode !== 400 || res.json().message !== MENSAJE_TEXTO_INVALIDO) {
            fallos.push(
              `${ruta.method} ${ruta.url} ${campo}=${JSON.stringify(malo)} → ${res.statusCode} ${res.body}`,
            );
          }
        }
      }
      if (cambio || (await huellaDespues(true)) !== antes) {
        cambioIndebido(ruta, fallos);
      }
    }
    expect(fallos).toEqual([]);
    expect(casos).toBeGreaterThan(100);
    // About nine hundred requests: more than the default 30 s on a busy machine.
  }, 300_000);

  it('refuses them in path parameters and query strings', async () => {
    const fallos: string[] = [];
    for (const ruta of rutas()) {
      const conParam = ruta.url.includes(':');
      if (!conParam && ruta.method !== 'GET') continue;
      const url = conParam
        ? ruta.url.replace(/:[a-zA-Z]+/g, 'Duena%00')
        : `${ruta.url}?usuario=Duena%00&cursor=%00`;
      const res = await t.como(token, { method: ruta.method as 'GET', url });
      enviadas++;
      if (res.statusCode >= 500) respuestas5xx++;
      if (res.statusCode >= 500 || (res.statusCode === 200 && conParam)) {
        fallos.push(`${ruta.method} ${url} → ${res.statusCode}`);
      }
    }
    expect(fallos).toEqual([]);
    // The routes that read a name from the path or the query say why.
    for (const url of ['/api/user/perfil/Duena%00', '/api/advertencias?usuario=Duena%00']) {
      const res = await t.como(token, { method: 'GET', url });
      expect([res.statusCode, res.json()], url).toEqual(INVALIDO);
    }
  });

  it('answers a sign-in, a reason, a mission name and a name lookup with 400', async () => {
    const antes = await huella();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { nameUser: 'Duena\u0000', password: CLAVE },
    });
    const advertencia = await t.como(token, {
      method: 'POST',
      url: '/api/advertencias',
      payload: { usuario: 'Cocinero1', motivo: 'Llegó tarde\u0000' },
    });
    const mision = await t.como(token, {
      method: 'POST',
      url: '/api/misiones',
      payload: {
        rango: 'Cocinero',
        mision: 'Cocinero\uD800',
        costo: 0,
        pago_1h: 1,
        pago_2h: 2,
        pago_3h: 3,
        pago_semanal: 0,
        requisito_hrs: '0',
        requisito_times: '0',
      },
    });
    const busqueda = await t.como(token, {
      method: 'POST',
      url: '/api/user/by-name',
      payload: { username: 'Cocinero1\u0000' },
    });
    for (const res of [login, advertencia, mision, busqueda]) {
      expect([res.statusCode, res.json()]).toEqual(INVALIDO);
    }
    expect(await huella()).toBe(antes);
  });
});
