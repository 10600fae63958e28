import { and, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { NIVEL_DUENO } from '@mchabbo/shared/niveles/niveles';
import type { Tx } from '../../db/client';
import { sentenciaPreparada } from '../../db/sentencias-preparadas';
import { avisosMembresia } from '../../db/schema/avisos-membresia';
import { membresias } from '../../db/schema/membresias';
import { notificaciones } from '../../db/schema/notificaciones';
import { pushSuscripciones } from '../../db/schema/push-suscripciones';
import { usuarios } from '../../db/schema/usuarios';

/** The PostgreSQL channel new notifications are announced on. */
export const CANAL_NOTIFICACIONES = 'notificaciones';

/** What one notification says and where it leads. */
export interface NuevaNotificacion {
  usuarioId: number;
  tipo: string;
  texto: string;
  enlace: string;
}

/**
 * What the channel carries: the whole notification, so no process has to read it, and
 * whether its person had any push subscription when it was written (`push`: without
 * one there is nothing to send, and no process looks for one).
 */
export interface AvisoNotificacion {
  /** Some of the person's notifications were marked read for them (the rest is absent). */
  leidas?: boolean;
  id: number;
  usuarioId: number;
  tipo: string;
  texto: string;
  enlace: string;
  creada_en: string;
  push?: boolean;
}

/** Each new notification announced on the channel, whole. */
const anunciada = {
  aviso: sql`pg_notify(${CANAL_NOTIFICACIONES}, json_build_object(
    'id', ${notificaciones.id}, 'usuarioId', ${notificaciones.usuarioId},
    'tipo', ${notificaciones.tipo}, 'texto', ${notificaciones.texto},
    'enlace', ${notificaciones.enlace}, 'creada_en', ${notificaciones.creadaEn},
    'push', exists (select 1 from ${pushSuscripciones}
      where ${pushSuscripciones.usuarioId} = ${notificaciones.usuarioId})
  )::text)`,
};

const insertarUna = sentenciaPreparada('insertar_notificacion', (db) =>
  db
    .insert(notificaciones)
    .values({
      usuarioId: sql.placeholder('usuarioId'),
      tipo: sql.placeholder('tipo'),
      texto: sql.placeholder('texto'),
      enlace: sql.placeholder('enlace'),
      creadaEn: sql.placeholder('creadaEn'),
    })
    .returning(anunciada),
);

/**
 * Stores notifications and announces each on the channel in the same statement: the
 * announcement leaves only if the transaction commits.
 */
export async function insertar(tx: Tx, filas: NuevaNotificacion[], instante: Date) {
  const [una, ...mas] = filas;
  if (!una) return;
  // Most changes tell one person: that statement is built once (see `sentenciaPreparada`).
  if (mas.length === 0) {
    await insertarUna(tx).execute({ ...una, creadaEn: instante });
    return;
  }
  // Many (a whole pay week's): the rows travel as one JSON parameter, in their order;
  // Drizzle builds a multi-row insert value by value, which cost more than the statement.
  const json = JSON.stringify(
    filas.map((f) => ({ usuario_id: f.usuarioId, tipo: f.tipo, texto: f.texto, enlace: f.enlace })),
  );
  await tx.execute(sql`
    insert into ${notificaciones} (usuario_id, tipo, texto, enlace, creada_en)
    select usuario_id, tipo, texto, enlace, ${instante.toISOString()}::timestamptz
    from rows from (jsonb_to_recordset(${json}::jsonb) as (
      usuario_id integer, tipo text, texto text, enlace text
    )) with ordinality as f(usuario_id, tipo, texto, enlace, n)
    order by n
    returning ${anunciada.aviso}`);
}

/** One page of a person's inbox, newest first, below the id `antesDe`. */
export function pagina(db: Tx, usuarioId: number, antesDe: number | undefined, limite: number) {
  return db
    .select({
      id: notificaciones.id,
      tipo: notificaciones.tipo,
      texto: notificaciones.texto,
      enlace: notificaciones.enlace,
      creadaEn: notificaciones.creadaEn,
      leida: notificaciones.leida,
    })
    .from(notificaciones)
    .where(
      and(
        eq(notificaciones.usuarioId, usuarioId),
        antesDe === undefined ? undefined : lt(notificaciones.id, antesDe),
      ),
    )
    .orderBy(desc(notificaciones.id))
    .limit(limite);
}

/** How many of a person's notifications are unread. */
export async function sinLeer(db: Tx, usuarioId: number) {
  const [fila] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificaciones)
    .where(and(eq(notificaciones.usuarioId, usuarioId), eq(notificaciones.leida, false)));
  return fila?.n ?? 0;
}

/** Marks these (or all) of a person's notifications read; others' ids are ignored. */
export async function marcarLeidas(db: Tx, usuarioId: number, ids?: number[]) {
  await db
    .update(notificaciones)
    .set({ leida: true })
    .where(
      and(
        eq(notificaciones.usuarioId, usuarioId),
        eq(notificaciones.leida, false),
        ids === undefined ? undefined : inArray(notificaciones.id, ids.length ? ids : [0]),
      ),
    );
}

/**
 * Claims a notification for sending to the person's devices: true for exactly one
 * caller, so several server processes hearing the same announcement send it once.
 */
export async function reclamarPush(db: Tx, id: number) {
  const filas = await db
    .update(notificaciones)
    .set({ pushEnviada: true })
    .where(and(eq(notificaciones.id, id), eq(notificaciones.pushEnviada, false)))
    .returning({ id: notificaciones.id });
  return filas.length > 0;
}

/** Deletes notifications created before `limite`; returns how many. */
export async function borrarAntiguas(db: Tx, limite: Date) {
  const filas = await db
    .delete(notificaciones)
    .where(lt(notificaciones.creadaEn, limite))
    .returning({ id: notificaciones.id });
  return filas.length;
}

// The names in a change's notification: one lookup on every confirmation (a kept statement).
const nombresDeDos = sentenciaPreparada('nombres_de_dos', (db) =>
  db
    .select({ id: usuarios.id, nombre: usuarios.username })
    .from(usuarios)
    .where(inArray(usuarios.id, [sql.placeholder('uno'), sql.placeholder('otro')])),
);

/** Account names by id: the actor of a change and the person it concerns (either may be none). */
export async function nombres(db: Tx, actorId: number | null, personaId: number | null) {
  const uno = actorId ?? personaId;
  if (uno === null) return new Map<number, string>();
  const filas = await nombresDeDos(db).execute({ uno, otro: personaId ?? uno });
  return new Map(filas.map((f) => [f.id, f.nombre]));
}

/**
 * The people up to `nivelMaximo` above this person: strictly higher ranks, the owner
 * always, never the person themselves.
 */
async function superioresDe(db: Tx, usuarioId: number, nivelMaximo: number) {
  const filas = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(
      and(
        lte(usuarios.nivel, nivelMaximo),
        sql`${usuarios.id} <> ${usuarioId}`,
        sql`(${usuarios.nivel} = ${NIVEL_DUENO} or ${usuarios.nivel} < (select nivel from usuarios where id = ${usuarioId}))`,
      ),
    )
    .orderBy(usuarios.id);
  return filas.map((f) => f.id);
}

/** The administration (levels 0–2) who may decide a request of this person. */
export const decisores = (db: Tx, usuarioId: number) => superioresDe(db, usuarioId, 2);

/**
 * The timekeepers (levels 0–3) who may attend a request to be timed of this person
 * (docs/reglas.md, Time requests 25.3).
 */
export const cronometradoresDe = (db: Tx, usuarioId: number) => superioresDe(db, usuarioId, 3);

/**
 * Marks read the notifications that told of one request to be timed (written at its
 * instant, with its link) once it no longer waits, and tells each reader's open screens
 * on the channel (`leidas`), so their bells count only what still waits.
 */
export async function leidasDePeticion(db: Tx, creadaEn: Date, enlace: string) {
  await db.execute(sql`
    with leidas as (
      update ${notificaciones} set leida = true
      where ${notificaciones.creadaEn} = ${creadaEn.toISOString()}::timestamptz
        and ${notificaciones.tipo} = 'peticion.creada'
        and ${notificaciones.enlace} = ${enlace}
        and not ${notificaciones.leida}
      returning ${notificaciones.usuarioId} as usuario_id
    )
    select pg_notify(${CANAL_NOTIFICACIONES},
      json_build_object('usuarioId', usuario_id, 'leidas', true)::text)
    from (select distinct usuario_id from leidas) l`);
}

/**
 * Who may decide a proposed promotion (docs/reglas.md, Promotions 28.4): the owner, and
 * the administration ranking strictly above both the person and the proposer; never
 * the proposer.
 */
export async function decisoresAscenso(db: Tx, usuarioId: number, proponenteId: number) {
  const filas = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(
      and(
        lte(usuarios.nivel, 2),
        sql`${usuarios.id} <> ${proponenteId}`,
        sql`(${usuarios.nivel} = ${NIVEL_DUENO} or (${usuarios.nivel} < (select nivel from usuarios where id = ${usuarioId})
          and ${usuarios.nivel} < (select nivel from usuarios where id = ${proponenteId})))`,
      ),
    )
    .orderBy(usuarios.id);
  return filas.map((f) => f.id);
}

/**
 * Memberships that end before `hasta` and have not been told `tipo` yet, marked as
 * told in the same statement (the primary key makes each notice happen once).
 */
export async function membresiasPorAvisar(
  db: Tx,
  tipo: 'termina' | 'terminada',
  desde: Date,
  hasta: Date,
) {
  return db
    .insert(avisosMembresia)
    .select(
      db
        .select({ membresiaId: membresias.id, tipo: sql<string>`${tipo}`.as('tipo') })
        .from(membresias)
        .where(and(gt(membresias.fechaFin, desde), lte(membresias.fechaFin, hasta))),
    )
    .onConflictDoNothing()
    .returning({ membresiaId: avisosMembresia.membresiaId });
}

/** The holder, name and end of these memberships. */
export function membresiasPorId(db: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: membresias.id,
      usuarioId: membresias.usuarioId,
      nombre: membresias.nombre,
      fechaFin: membresias.fechaFin,
    })
    .from(membresias)
    .where(inArray(membresias.id, ids));
}

/** Stores a subscription for a person; an endpoint subscribed again changes hands. */
export async function guardarSuscripcion(
  db: Tx,
  datos: { usuarioId: number; endpoint: string; p256dh: string; auth: string },
) {
  await db
    .insert(pushSuscripciones)
    .values(datos)
    .onConflictDoUpdate({
      target: pushSuscripciones.endpoint,
      set: { usuarioId: datos.usuarioId, p256dh: datos.p256dh, auth: datos.auth },
    });
}

/** Removes a person's subscription; returns whether there was one. */
export async function borrarSuscripcion(db: Tx, usuarioId: number, endpoint: string) {
  const filas = await db
    .delete(pushSuscripciones)
    .where(
      and(eq(pushSuscripciones.usuarioId, usuarioId), eq(pushSuscripciones.endpoint, endpoint)),
    )
    .returning({ id: pushSuscripciones.id });
  return filas.length > 0;
}

/** Removes a subscription the push service said is gone. */
export async function borrarSuscripcionPorId(db: Tx, id: number) {
  await db.delete(pushSuscripciones).where(eq(pushSuscripciones.id, id));
}

// Read after every notification, to know whether it goes out as a push (a kept statement).
const suscripcionesDe = sentenciaPreparada('suscripciones_de', (db) =>
  db
    .select({
      id: pushSuscripciones.id,
      endpoint: pushSuscripciones.endpoint,
      p256dh: pushSuscripciones.p256dh,
      auth: pushSuscripciones.auth,
    })
    .from(pushSuscripciones)
    .where(eq(pushSuscripciones.usuarioId, sql.placeholder('usuarioId'))),
);

/** A person's subscriptions. */
export function suscripciones(db: Tx, usuarioId: number) {
  return suscripcionesDe(db).execute({ usuarioId });
}
