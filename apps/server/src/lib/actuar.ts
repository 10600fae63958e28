import { asc, eq, inArray, sql } from 'drizzle-orm';
import { entreIds } from '../db/entre-ids';
import type { Tx } from '../db/client';
import { sentenciaPreparada } from '../db/sentencias-preparadas';
import { usuarios } from '../db/schema/usuarios';
import type { Actor } from './actor';
import { noAutenticado, noEncontrado } from './errors';
import { motivoDeCierre } from './sesiones';

/** A person as a write sees them: read inside its transaction, their row locked. */
export interface PersonaBloqueada {
  id: number;
  username: string;
  nivel: number;
}

const SESION_TERMINADA = 'Tu sesión ha caducado. Inicia sesión de nuevo.';

const campos = {
  id: usuarios.id,
  username: usuarios.username,
  nivel: usuarios.nivel,
  tokenVersion: usuarios.tokenVersion,
};

// Every timer action and most writes start here: kept statements (db/sentencias-preparadas.ts).
const soloActor = sentenciaPreparada('bloquear_actor', (db) =>
  db
    .select(campos)
    .from(usuarios)
    .where(eq(usuarios.id, sql.placeholder('actor')))
    .for('share'),
);
const actorYOtro = sentenciaPreparada('bloquear_actor_y_otro', (db) =>
  db
    .select(campos)
    .from(usuarios)
    .where(inArray(usuarios.id, [sql.placeholder('actor'), sql.placeholder('otro')]))
    .orderBy(asc(usuarios.id))
    .for('share'),
);
const actorYTiempo = sentenciaPreparada('bloquear_actor_y_tiempo', (db) =>
  db
    .select(campos)
    .from(usuarios)
    // One array of ids, the timer's people read first (each `select` runs once, before
    // the scan), so each person is found by the primary key: an `or` of the caller and a
    // subquery scanned the whole table. Not `in (select … union all …)`: on PostgreSQL,
    // when the caller's row was being updated (a sign-in elsewhere), the lock's recheck
    // of that join after the update committed dropped the caller's row, and the action
    // was refused as if their session had ended.
    .where(
      sql`${usuarios.id} = any(array[
        ${sql.placeholder('actor')}::integer,
        (select usuario_id from tiempos where id = ${sql.placeholder('tiempo')}),
        (select encargado_id from tiempos where id = ${sql.placeholder('tiempo')})])`,
    )
    .orderBy(asc(usuarios.id))
    .for('share'),
);

// A hand-over: the timer's people and the manager it goes to, in the same statement.
const actorTiempoYOtro = sentenciaPreparada('bloquear_actor_tiempo_y_otro', (db) =>
  db
    .select(campos)
    .from(usuarios)
    .where(
      sql`${usuarios.id} = any(array[
        ${sql.placeholder('actor')}::integer,
        (select usuario_id from tiempos where id = ${sql.placeholder('tiempo')}),
        (select encargado_id from tiempos where id = ${sql.placeholder('tiempo')}),
        ${sql.placeholder('otro')}::integer])`,
    )
    .orderBy(asc(usuarios.id))
    .for('share'),
);

/**
 * Whom a write acts on besides the caller: nobody, one person, several people (a whole
 * pay week), or a timer's people (and one more person, `y`: whom it is handed to).
 */
export type Otros = readonly number[] | { tiempo: number; y?: number };

/** The caller and many people at once: one statement, whatever their number. */
function actorYVarios(tx: Tx, actor: number, otros: readonly number[]) {
  return tx
    .select(campos)
    .from(usuarios)
    .where(entreIds(usuarios.id, [actor, ...otros]))
    .orderBy(asc(usuarios.id))
    .for('share');
}

/**
 * Who may act on whom is decided inside the write (docs/reglas.md, Acting on others).
 * Locks, for the rest of the transaction, the rows of the caller and of the people the
 * write acts on (`FOR SHARE`, in id order, the order every write takes them in, so two
 * writes never wait on each other crosswise) and reads them as they are now. A
 * dismissal, rank change or new password of the caller that committed first has bumped
 * their token version: the write is refused as their session has ended. One that
 * commits later waits for this write. The people acted on are returned as they are now,
 * so the checks see a demotion that committed first. Lock people before the rows they
 * act on (timers, sales, pay entries), as a dismissal does.
 */
export async function bloquearPersonas(
  tx: Tx,
  actor: Actor,
  otros: Otros = [],
): Promise<{ actor: Actor; personas: Map<number, PersonaBloqueada> }> {
  const filas =
    'tiempo' in otros
      ? otros.y === undefined
        ? await actorYTiempo(tx).execute({ actor: actor.id, tiempo: otros.tiempo })
        : await actorTiempoYOtro(tx).execute({
            actor: actor.id,
            tiempo: otros.tiempo,
            otro: otros.y,
          })
      : otros.length === 0
        ? await soloActor(tx).execute({ actor: actor.id })
        : otros.length === 1
          ? await actorYOtro(tx).execute({ actor: actor.id, otro: otros[0] })
          : await actorYVarios(tx, actor.id, otros);
  const personas = new Map<number, PersonaBloqueada>();
  for (const f of filas) personas.set(f.id, { id: f.id, username: f.username, nivel: f.nivel });
  const yo = filas.find((f) => f.id === actor.id);
  if (!yo || yo.tokenVersion !== actor.sesion.version) {
    // Why this session ended, as the guard says it (docs/reglas.md, Sessions 5.8).
    throw noAutenticado(
      SESION_TERMINADA,
      await motivoDeCierre(tx, actor.id, actor.sesion.id, actor.sesion.version),
    );
  }
  return { actor: { ...actor, nivel: yo.nivel, username: yo.username }, personas };
}

/** The one person a write acts on, as `bloquearPersonas` read them. */
export function persona(
  personas: Map<number, PersonaBloqueada>,
  id: number,
  mensaje = 'Usuario no encontrado.',
): PersonaBloqueada {
  const p = personas.get(id);
  if (!p) throw noEncontrado(mensaje);
  return p;
}
