import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAVE, crearAppDePrueba, type TestApp } from '../../test/app';
import { iniciarHabboFalso, type HabboFalso } from '../../test/habbo-falso';
import { ayudasTiempos } from '../../test/tiempos';

// Every change to people, time or money writes an audit row (docs/reglas.md, Audit
// trail 23.1). This walks every route that writes, as the permission matrix walks every
// route, makes one successful call of each and counts the audit rows it wrote. A new
// writing route fails here until it has a recipe below (and writes its row) or an
// exemption with its reason.

/** Writing routes that change nobody's post, time or money, and why. */
const EXENTAS: Record<string, string> = {
  'POST /api/user/login': 'signing in (sign-in attempts have their own table)',
  'POST /api/user/logout': 'signing out ends a session, nothing of the account changes',
  'POST /api/user/preferences': "a person's own display preferences",
  'POST /api/notificaciones/leidas': 'read marks of the caller’s own notifications',
  'POST /api/push/suscripcion': 'a device’s push subscription',
  'DELETE /api/push/suscripcion': 'a device’s push subscription',
  'POST /api/user/verificacion': 'asks Habbo for a code; no account changes',
  'POST /api/user/recuperar': 'asks Habbo for a recovery code; no account changes',
  'POST /api/user/by-name': 'a lookup sent as POST: it reads only',
  'POST /api/ajustes/discord/prueba': 'posts a test message to Discord; nothing is stored',
  'POST /api/aperturas/apuntarse': "a manager's own sign-up to open (a list, not a post)",
  'PUT /api/aperturas/avisos': "a person's own reminder preference",
  'POST /api/revision':
    'reads the staff from Habbo; stores what it read, nobody’s post, time or money',
};

let t: TestApp;
let habbo: HabboFalso;
let h: ReturnType<typeof ayudasTiempos>;
type Persona = { id: number; token: string; nombre: string };
let dueno: Persona, gerente: Persona, chef: Persona;
let n = 0;

/** A new account of `nivel`, with a name never used before. */
async function persona(prefijo: string, nivel: number): Promise<Persona> {
  const nombre = `${prefijo}${++n}`;
  return { ...(await t.crearUsuario(nombre, nivel)), nombre };
}

const llamar = (token: string | null, method: string, url: string, payload?: object) =>
  t.como(token, { method: method as 'POST', url, ...(payload ? { payload } : {}) });

/** A timer of a new worker run by the chef; `segundos` already elapsed. */
async function tiempo(segundos = 0) {
  const w = await persona('Trabajador', 5);
  const id = await h.iniciar(chef.token, chef.nombre, w.nombre);
  if (segundos) await h.envejecer(id, segundos);
  return { id, w };
}

async function confirmado() {
  const { id, w } = await tiempo(3700);
  const res = await h.post(chef.token, 'confirmar', { id, confirmado: true });
  expect(res.statusCode, res.body).toBe(200);
  return { id, w, pagoId: res.json().pago?.id as number | undefined };
}

async function misionDe(nombre: string) {
  const { rows } = (await t.database.db.execute(
    sql`select id from misiones where mision = ${nombre}`,
  )) as unknown as { rows: { id: number }[] };
  return Number(rows[0]?.id);
}

async function codigoHabbo(nombre: string, ruta: string) {
  const res = await llamar(null, 'POST', ruta, { nameUser: nombre });
  expect(res.statusCode, res.body).toBe(200);
  const codigo = res.json().codigo as string;
  habbo.mision(nombre, `hola ${codigo}`);
  return codigo;
}

/** A new training course (docs/reglas.md, Trainings 33.1). */
async function curso(datos: object = {}) {
  const res = await llamar(dueno.token, 'POST', '/api/capacitaciones', {
    nombre: `Curso ${++n}`,
    ...datos,
  });
  return res.json().id as number;
}

/** A slot of a new course, given by the chef tomorrow. */
async function turnoCapacitacion() {
  const res = await llamar(chef.token, 'POST', `/api/capacitaciones/${await curso()}/turnos`, {
    inicio: new Date(Date.now() + 86_400_000).toISOString(),
    plazas: 5,
  });
  return res.json().turno.id as number;
}

/**
 * How to make one successful call of each writing route: the preparation runs first
 * (its own writes are not counted), then the call whose audit rows are counted.
 */
type Receta = () => Promise<() => Promise<LightMyRequestResponse>>;

const RECETAS: Record<string, Receta> = {
  'PUT /api/aperturas/horario': async () => () =>
    llamar(dueno.token, 'PUT', '/api/aperturas/horario', {
      semana: [{ dia: 5, hora: '21:00', duracion_horas: 5, encargados_minimos: 2 }],
      paises: [{ pais: 'España', zona: 'Europe/Madrid' }],
    }),
  'POST /api/aperturas/especiales': async () => () =>
    llamar(gerente.token, 'POST', '/api/aperturas/especiales', {
      inicio: new Date(Date.now() + 86_400_000).toISOString(),
      duracion_horas: 2,
      titulo: `Evento ${++n}`,
      encargados_minimos: 1,
    }),
  'DELETE /api/aperturas/especiales/:id': async () => {
    const res = await llamar(gerente.token, 'POST', '/api/aperturas/especiales', {
      inicio: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      duracion_horas: 2,
      titulo: `Evento ${++n}`,
      encargados_minimos: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const lista = await llamar(gerente.token, 'GET', '/api/aperturas');
    const { aperturas } = lista.json() as { aperturas: { especial_id: number | null }[] };
    const id = aperturas.find((a) => a.especial_id !== null)?.especial_id;
    return () =>
      llamar(gerente.token, 'DELETE', `/api/aperturas/especiales/${id}`, { motivo: 'Se aplaza' });
  },
  'DELETE /api/aperturas/apuntarse': async () => {
    // The administration takes a manager off: recorded (their own early removal is not).
    const inicio = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const crear = await llamar(gerente.token, 'POST', '/api/aperturas/especiales', {
      inicio,
      duracion_horas: 2,
      titulo: `Evento ${++n}`,
      encargados_minimos: 1,
    });
    expect(crear.statusCode, crear.body).toBe(201);
    const res = await llamar(chef.token, 'POST', '/api/aperturas/apuntarse', { inicio });
    expect(res.statusCode, res.body).toBe(200);
    return () =>
      llamar(
        gerente.token,
        'DELETE',
        `/api/aperturas/apuntarse?inicio=${encodeURIComponent(inicio)}&usuario=${chef.id}`,
      );
  },
  'POST /api/user/register': async () => () =>
    llamar(null, 'POST', '/api/user/register', { nameUser: `Nuevo${++n}`, password: CLAVE }),
  'PATCH /api/user/change-password': async () => {
    const p = await persona('Clave', 5);
    return () =>
      llamar(p.token, 'PATCH', '/api/user/change-password', {
        nameUser: p.nombre,
        oldPassword: CLAVE,
        newPassword: 'otra-clave-33',
      });
  },
  'POST /api/user/verificar': async () => {
    const p = await persona('Habbo', 5);
    habbo.jugador({ name: p.nombre });
    const codigo = await codigoHabbo(p.nombre, '/api/user/verificacion');
    return () => llamar(p.token, 'POST', '/api/user/verificar', { codigo });
  },
  'POST /api/user/recuperar/confirmar': async () => {
    const p = await persona('Olvida', 5);
    habbo.jugador({ name: p.nombre });
    const verificar = await codigoHabbo(p.nombre, '/api/user/verificacion');
    expect(
      (await llamar(p.token, 'POST', '/api/user/verificar', { codigo: verificar })).statusCode,
    ).toBe(200);
    const codigo = await codigoHabbo(p.nombre, '/api/user/recuperar');
    return () =>
      llamar(null, 'POST', '/api/user/recuperar/confirmar', {
        nameUser: p.nombre,
        codigo,
        newPassword: 'recuperada-44',
      });
  },
  'POST /api/misiones': async () => () =>
    llamar(dueno.token, 'POST', '/api/misiones', {
      rango: 'Cocinero',
      mision: `Cocinero Auditado ${++n}`,
      costo: 0,
      pago_1h: 4,
      pago_2h: 7,
      pago_3h: 10,
      pago_semanal: 0,
      requisito_hrs: '0',
      requisito_times: '0',
    }),
  'PATCH /api/misiones/:id': async () => {
    const id = await misionDe('Cocinero');
    return () => llamar(gerente.token, 'PATCH', `/api/misiones/${id}`, { pago_3h: 11 });
  },
  'DELETE /api/misiones/:id': async () => {
    const res = await RECETAS['POST /api/misiones']!().then((f) => f());
    const id = res.json().id as number;
    return () => llamar(gerente.token, 'DELETE', `/api/misiones/${id}`);
  },
  'PATCH /api/user/:id/role': async () => {
    const p = await persona('Nivel', 5);
    return () => llamar(dueno.token, 'PATCH', `/api/user/${p.id}/role`, { role: 6 });
  },
  'PATCH /api/user/:id/rango': async () => {
    const p = await persona('Rango', 7);
    const { rows } = (await t.database.db.execute(
      sql`select id from rangos where nombre = 'Cocinero'`,
    )) as unknown as { rows: { id: number }[] };
    return () =>
      llamar(gerente.token, 'PATCH', `/api/user/${p.id}/rango`, { rangoId: rows[0]?.id });
  },
  'PATCH /api/user/:id/mision': async () => {
    const p = await persona('Mision', 7);
    const misionId = await misionDe('Hostes');
    return () => llamar(gerente.token, 'PATCH', `/api/user/${p.id}/mision`, { misionId });
  },
  'POST /api/user/register-admin': async () => () =>
    llamar(gerente.token, 'POST', '/api/user/register-admin', {
      nameUser: `Creado${++n}`,
      password: CLAVE,
    }),
  'POST /api/user/generar-clave': async () => {
    const p = await persona('Temporal', 5);
    return () => llamar(gerente.token, 'POST', '/api/user/generar-clave', { id: p.id });
  },
  'POST /api/user/borrar-ip': async () => {
    const p = await persona('ConIp', 5);
    return () => llamar(gerente.token, 'POST', '/api/user/borrar-ip', { id: p.id });
  },
  'PATCH /api/ajustes': async () => () =>
    llamar(dueno.token, 'PATCH', '/api/ajustes', { porcentaje_dueno: 10 + (++n % 50) }),
  'POST /api/ventas': async () => {
    const p = await persona('Comprador', 7);
    const mision = await misionDe('Cocinero');
    return () => llamar(gerente.token, 'POST', '/api/ventas', { usuario: p.nombre, mision });
  },
  'PATCH /api/ventas/:id': async () => {
    const res = await RECETAS['POST /api/ventas']!().then((f) => f());
    const id = res.json().venta?.id ?? res.json().id;
    return () => llamar(gerente.token, 'PATCH', `/api/ventas/${id}`, {});
  },
  'POST /api/membresias': async () => {
    const p = await persona('Socio', 5);
    return () =>
      llamar(gerente.token, 'POST', '/api/membresias', { usuario: p.nombre, membresia: 'VIP' });
  },
  'DELETE /api/membresias/:id': async () => {
    const res = await RECETAS['POST /api/membresias']!().then((f) => f());
    const id = res.json().membresia?.id ?? res.json().id;
    return () => llamar(gerente.token, 'DELETE', `/api/membresias/${id}`);
  },
  'PATCH /api/user/clones/:id': async () => {
    await persona('Clon', 5);
    await persona('Clon', 5);
    const clones = await llamar(gerente.token, 'GET', '/api/user/clones');
    const id = (clones.json() as Array<{ id: number }>)[0]?.id;
    return () =>
      llamar(gerente.token, 'PATCH', `/api/user/clones/${id}`, { permitido: n++ % 2 === 0 });
  },
  'POST /api/despido': async () => {
    const p = await persona('Despedible', 5);
    return () =>
      llamar(gerente.token, 'POST', '/api/despido', { usuario: p.nombre, motivo: 'Ausencias' });
  },
  'PATCH /api/despido/reactivar/:id': async () => {
    const res = await RECETAS['POST /api/despido']!().then((f) => f());
    const id = res.json().despido?.id ?? res.json().id;
    return () => llamar(gerente.token, 'PATCH', `/api/despido/reactivar/${id}`, {});
  },
  'DELETE /api/despido/:id': async () => {
    const res = await RECETAS['POST /api/despido']!().then((f) => f());
    const id = res.json().despido?.id ?? res.json().id;
    return () => llamar(gerente.token, 'DELETE', `/api/despido/${id}`);
  },
  'POST /api/ausencias': async () => {
    const p = await persona('Ausente', 5);
    const dia = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    return () =>
      llamar(p.token, 'POST', '/api/ausencias', { desde: dia, hasta: dia, motivo: 'Viaje' });
  },
  'PATCH /api/ausencias/:id': async () => {
    const res = await RECETAS['POST /api/ausencias']!().then((f) => f());
    const id = res.json().ausencia.id as number;
    return () => llamar(gerente.token, 'PATCH', `/api/ausencias/${id}`, { aprobada: true });
  },
  'DELETE /api/ausencias/:id': async () => {
    const p = await persona('Arrepentido', 5);
    const dia = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await llamar(p.token, 'POST', '/api/ausencias', {
      desde: dia,
      hasta: dia,
      motivo: 'Viaje',
    });
    const id = res.json().ausencia.id as number;
    return () => llamar(p.token, 'DELETE', `/api/ausencias/${id}`);
  },
  'POST /api/advertencias': async () => {
    const p = await persona('Advertido', 5);
    return () =>
      llamar(chef.token, 'POST', '/api/advertencias', { usuario: p.nombre, motivo: 'Tarde' });
  },
  'POST /api/revision/:id/aviso': async () => {
    const p = await persona('Avisado', 5);
    habbo.jugador({ name: p.nombre, motto: 'otra cosa' });
    const ronda = await llamar(dueno.token, 'POST', '/api/revision');
    expect(ronda.statusCode, ronda.body).toBe(200);
    return () => llamar(gerente.token, 'POST', `/api/revision/${p.id}/aviso`);
  },
  'DELETE /api/advertencias/:id': async () => {
    const res = await RECETAS['POST /api/advertencias']!().then((f) => f());
    const id = res.json().advertencia.id as number;
    return () => llamar(gerente.token, 'DELETE', `/api/advertencias/${id}`);
  },
  'POST /api/user/change-name': async () => {
    const p = await persona('Renombrado', 5);
    return () =>
      llamar(p.token, 'POST', '/api/user/change-name', {
        nameUser: p.nombre,
        newName: `Otro${++n}`,
      });
  },
  'PATCH /api/user/change-name/:id': async () => {
    const res = await RECETAS['POST /api/user/change-name']!().then((f) => f());
    const id = res.json().solicitud.id as number;
    return () => llamar(gerente.token, 'PATCH', `/api/user/change-name/${id}`, { aprobado: true });
  },
  'POST /api/tiempos/log': async () => {
    const w = await persona('Cronometrado', 5);
    return () =>
      llamar(chef.token, 'POST', '/api/tiempos/log', { encargado: chef.nombre, usuario: w.nombre });
  },
  'POST /api/tiempos/pausar': async () => {
    const { id } = await tiempo();
    return () => llamar(chef.token, 'POST', '/api/tiempos/pausar', { id });
  },
  'POST /api/tiempos/reanudar': async () => {
    const { id } = await tiempo();
    await h.post(chef.token, 'pausar', { id });
    return () => llamar(chef.token, 'POST', '/api/tiempos/reanudar', { id });
  },
  'POST /api/tiempos/restar-5': async () => {
    const { id } = await tiempo(600);
    return () => llamar(chef.token, 'POST', '/api/tiempos/restar-5', { id });
  },
  'POST /api/tiempos/ajustar': async () => {
    const { id } = await tiempo();
    return () =>
      llamar(chef.token, 'POST', '/api/tiempos/ajustar', { id, minutos: 10, tipo: 'Sumar' });
  },
  'POST /api/tiempos/confirmar': async () => {
    const { id } = await tiempo(3700);
    return () => llamar(chef.token, 'POST', '/api/tiempos/confirmar', { id, confirmado: true });
  },
  'DELETE /api/tiempos/:id': async () => {
    const { id } = await tiempo();
    return () => llamar(chef.token, 'DELETE', `/api/tiempos/${id}`);
  },
  'POST /api/tiempos/desligar': async () => {
    const { id } = await tiempo();
    return () => llamar(chef.token, 'POST', '/api/tiempos/desligar', { id });
  },
  'POST /api/tiempos/ligar': async () => {
    const { id } = await tiempo();
    await h.post(chef.token, 'desligar', { id });
    return () => llamar(chef.token, 'POST', '/api/tiempos/ligar', { encargado: chef.nombre });
  },
  'POST /api/tiempos/deshacer': async () => {
    const { id } = await confirmado();
    return () => llamar(chef.token, 'POST', '/api/tiempos/deshacer', { id });
  },
  'POST /api/tiempos/lote': async () => {
    const { id } = await tiempo();
    return () => llamar(chef.token, 'POST', '/api/tiempos/lote', { accion: 'pausar', ids: [id] });
  },
  'POST /api/tiempos/traspasar': async () => {
    const { id } = await tiempo();
    return () =>
      llamar(chef.token, 'POST', '/api/tiempos/traspasar', { id, encargado: gerente.nombre });
  },
  'POST /api/tiempos/peticiones': async () => {
    const w = await persona('Pide', 5);
    return () => llamar(w.token, 'POST', '/api/tiempos/peticiones');
  },
  'POST /api/tiempos/peticiones/:id/atender': async () => {
    const res = await RECETAS['POST /api/tiempos/peticiones']!().then((f) => f());
    const id = res.json().peticion.id as number;
    return () => llamar(chef.token, 'POST', `/api/tiempos/peticiones/${id}/atender`);
  },
  'DELETE /api/tiempos/peticiones/:id': async () => {
    const w = await persona('Retira', 5);
    const res = await llamar(w.token, 'POST', '/api/tiempos/peticiones');
    const id = res.json().peticion.id as number;
    return () => llamar(w.token, 'DELETE', `/api/tiempos/peticiones/${id}`);
  },
  'POST /api/tiempos/anular': async () => {
    const { id } = await confirmado();
    return () => llamar(gerente.token, 'POST', '/api/tiempos/anular', { id, motivo: 'Error' });
  },
  'POST /api/tiempos/marcar-pagado': async () => {
    const { w } = await confirmado();
    const { rows } = (await t.database.db.execute(
      sql`select id from pagos where usuario_id = ${w.id} and pagado_en is null`,
    )) as unknown as { rows: { id: number }[] };
    return () => llamar(gerente.token, 'POST', '/api/tiempos/marcar-pagado', { id: rows[0]?.id });
  },
  'POST /api/ascensos': async () => {
    const p = await persona('Ascendido', 5);
    const mision = await misionDe('Sub chef');
    // The owner proposes whatever the days in rank.
    return () =>
      llamar(dueno.token, 'POST', '/api/ascensos', { usuario: p.nombre, mision, motivo: 'Bien' });
  },
  'PATCH /api/ascensos/:id': async () => {
    const res = await RECETAS['POST /api/ascensos']!().then((f) => f());
    const id = res.json().ascenso.id as number;
    return () => llamar(dueno.token, 'PATCH', `/api/ascensos/${id}`, { aprobado: true });
  },
  'POST /api/capacitaciones': async () => () =>
    llamar(dueno.token, 'POST', '/api/capacitaciones', { nombre: `Curso ${++n}` }),
  'PATCH /api/capacitaciones/:id': async () => {
    const id = await curso();
    return () => llamar(dueno.token, 'PATCH', `/api/capacitaciones/${id}`, { nivel_instructor: 2 });
  },
  'DELETE /api/capacitaciones/:id': async () => {
    const id = await curso();
    return () => llamar(dueno.token, 'DELETE', `/api/capacitaciones/${id}`);
  },
  'POST /api/capacitaciones/:id/examen': async () => {
    const id = await curso({
      examen: { preguntas: [{ texto: '¿Sí?', opciones: ['Sí', 'No'], correcta: 0 }] },
    });
    const p = await persona('Examinado', 7);
    return () =>
      llamar(p.token, 'POST', `/api/capacitaciones/${id}/examen`, {
        respuestas: [{ pregunta: 1, opcion: 1 }],
      });
  },
  'POST /api/capacitaciones/:id/turnos': async () => {
    const id = await curso();
    return () =>
      llamar(chef.token, 'POST', `/api/capacitaciones/${id}/turnos`, {
        inicio: new Date(Date.now() + 86_400_000).toISOString(),
        plazas: 2,
      });
  },
  'POST /api/capacitaciones/turnos/:id/reserva': async () => {
    const turno = await turnoCapacitacion();
    const p = await persona('Reserva', 7);
    return () => llamar(p.token, 'POST', `/api/capacitaciones/turnos/${turno}/reserva`);
  },
  'DELETE /api/capacitaciones/turnos/:id/reserva': async () => {
    const turno = await turnoCapacitacion();
    const p = await persona('Cancela', 7);
    await llamar(p.token, 'POST', `/api/capacitaciones/turnos/${turno}/reserva`);
    return () => llamar(p.token, 'DELETE', `/api/capacitaciones/turnos/${turno}/reserva`);
  },
  'POST /api/capacitaciones/:id/sesiones': async () => {
    const id = await curso();
    const p = await persona('Alumno', 7);
    return () =>
      llamar(chef.token, 'POST', `/api/capacitaciones/${id}/sesiones`, {
        asistentes: [{ usuario: p.nombre, aprobado: true }],
      });
  },
  'POST /api/tiempos/pagar-semana': async () => {
    // A shift of last week: only a week that has ended is paid whole.
    const { w } = await confirmado();
    await t.database.db.execute(
      sql`update tiempos set semana = semana - 7 where usuario_id = ${w.id}`,
    );
    const { rows } = (await t.database.db.execute(
      sql`update pagos set semana = semana - 7 where usuario_id = ${w.id} returning semana::text as semana`,
    )) as unknown as { rows: { semana: string }[] };
    return () =>
      llamar(gerente.token, 'POST', '/api/tiempos/pagar-semana', { semana: rows[0]?.semana });
  },
};

async function filasAuditoria() {
  const { rows } = (await t.database.db.execute(
    sql`select count(*)::int as n from auditoria`,
  )) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n);
}

beforeAll(async () => {
  habbo = await iniciarHabboFalso();
  t = await crearAppDePrueba({
    HABBO_URL: habbo.url,
    HABBO_TIMEOUT_MS: '2000',
    HABBO_RPS: '50',
  });
  h = ayudasTiempos(t);
  dueno = await persona('Duena', 0);
  gerente = await persona('Gerente', 2);
  chef = await persona('Chef', 3);
});
afterAll(() => habbo.cerrar());

describe('every writing route leaves an audit row (docs/reglas.md, Audit trail 23.1)', () => {
  const escribe = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const clave = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  it('knows every writing route: each has a recipe or an exemption, and nothing else is listed', () => {
    const rutas = t.app.rutasApi.filter((r) => escribe(r.method)).map(clave);
    const sinReceta = rutas.filter((r) => !(r in RECETAS) && !(r in EXENTAS));
    expect(sinReceta, 'add a recipe here (and make the route write its audit row)').toEqual([]);
    const sobrantes = [...Object.keys(RECETAS), ...Object.keys(EXENTAS)].filter(
      (r) => !rutas.includes(r),
    );
    expect(sobrantes, 'routes that no longer exist').toEqual([]);
    expect(Object.keys(RECETAS).filter((r) => r in EXENTAS)).toEqual([]);
  });

  it('writes at least one audit row on each successful call', async () => {
    const sinFila: string[] = [];
    for (const ruta of t.app.rutasApi.filter((r) => escribe(r.method))) {
      const receta = RECETAS[clave(ruta)];
      if (!receta) continue;
      const hacer = await receta();
      const antes = await filasAuditoria();
      const res = await hacer();
      expect(res.statusCode, `${clave(ruta)}: ${res.body}`).toBeLessThan(300);
      if ((await filasAuditoria()) <= antes) sinFila.push(clave(ruta));
    }
    expect(sinFila).toEqual([]);
  });

  it('never records a change that changed nothing (no value from null to null)', async () => {
    // Also an empty webhook saved when none is stored: no row, and nothing changed.
    const vacio = await llamar(dueno.token, 'PATCH', '/api/ajustes', { discord_webhook: '' });
    expect(vacio.statusCode).toBe(200);
    const vacioOtraVez = await filasAuditoria();
    expect(
      (await llamar(dueno.token, 'PATCH', '/api/ajustes', { discord_webhook: '' })).statusCode,
    ).toBe(200);
    expect(await filasAuditoria()).toBe(vacioOtraVez);
    // Of every row the walk above wrote: none whose values before are all found, the same,
    // after (what `despues` adds beside them are the ids of what the change touched).
    const { rows } = (await t.database.db.execute(
      sql`select tipo, accion, antes, despues from auditoria
          where jsonb_typeof(antes) = 'object' and antes <> '{}'::jsonb and despues @> antes`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toEqual([]);
  });
});
