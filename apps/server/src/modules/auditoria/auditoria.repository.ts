import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sentenciaPreparada, crudo, paraColumna } from '../../db/sentencias-preparadas';
import { nombreDe } from '../../db/nombre-de';
import { auditoria } from '../../db/schema/auditoria';
import { usuarios } from '../../db/schema/usuarios';

/** One row of the audit trail as it is written. */
export type NuevaFila = typeof auditoria.$inferInsert;

/** Every write appends one row: built once (see `sentenciaPreparada`). */
const insertarFila = sentenciaPreparada('insertar_auditoria', (db) =>
  db.insert(auditoria).values({
    tipo: sql.placeholder('tipo'),
    accion: sql.placeholder('accion'),
    actorId: sql.placeholder('actorId'),
    usuarioId: sql.placeholder('usuarioId'),
    creadoEn: sql.placeholder('creadoEn'),
    antes: crudo('antes'),
    despues: crudo('despues'),
    motivo: sql.placeholder('motivo'),
  }),
);

/** Appends one row (in the transaction of the change it records). */
export async function insertar(tx: Tx, fila: NuevaFila) {
  await insertarFila(tx).execute({
    tipo: fila.tipo,
    accion: fila.accion,
    actorId: fila.actorId ?? null,
    usuarioId: fila.usuarioId ?? null,
    creadoEn: fila.creadoEn,
    antes: paraColumna(auditoria.antes, fila.antes),
    despues: paraColumna(auditoria.despues, fila.despues),
    motivo: fila.motivo ?? null,
  });
}

/**
 * Appends many rows in one statement, for set-based writes (a whole pay week). The rows
 * travel as one JSON parameter, in their order: Drizzle builds a multi-row insert
 * value by value, which for a week's 300 rows cost more than the statement itself.
 */
export async function insertarVarias(tx: Tx, filas: readonly NuevaFila[]) {
  if (filas.length === 0) return;
  const json = JSON.stringify(
    filas.map((f) => ({
      tipo: f.tipo,
      accion: f.accion,
      actor_id: f.actorId ?? null,
      usuario_id: f.usuarioId ?? null,
      creado_en: f.creadoEn,
      antes: f.antes ?? null,
      despues: f.despues ?? null,
      motivo: f.motivo ?? null,
    })),
  );
  await tx.execute(sql`
    insert into ${auditoria} (tipo, accion, actor_id, usuario_id, creado_en, antes, despues, motivo)
    select tipo, accion, actor_id, usuario_id, creado_en, antes, despues, motivo
    from rows from (jsonb_to_recordset(${json}::jsonb) as (
      tipo text, accion text, actor_id integer, usuario_id integer, creado_en timestamptz,
      antes jsonb, despues jsonb, motivo text
    )) with ordinality as f(tipo, accion, actor_id, usuario_id, creado_en, antes, despues, motivo, n)
    order by n`);
}

/** What to list: every filter optional; `desde`/`hasta` are instants, `cursor` an id. */
export interface FiltroAuditoria {
  tipo?: string;
  actorId?: number;
  usuarioId?: number;
  desde?: Date;
  hasta?: Date;
  cursor?: number;
}

/** One page of rows, newest first (by id: rows are only ever appended), one more than asked. */
export function listar(db: Tx, f: FiltroAuditoria, limite: number) {
  const condiciones: (SQL | undefined)[] = [
    f.tipo === undefined ? undefined : eq(auditoria.tipo, f.tipo),
    f.actorId === undefined ? undefined : eq(auditoria.actorId, f.actorId),
    f.usuarioId === undefined ? undefined : eq(auditoria.usuarioId, f.usuarioId),
    f.desde === undefined ? undefined : gte(auditoria.creadoEn, f.desde),
    f.hasta === undefined ? undefined : lt(auditoria.creadoEn, f.hasta),
    f.cursor === undefined ? undefined : lt(auditoria.id, f.cursor),
  ];
  return db
    .select({
      id: auditoria.id,
      tipo: auditoria.tipo,
      accion: auditoria.accion,
      actor: nombreDe(auditoria.actorId),
      usuario: nombreDe(auditoria.usuarioId),
      creadoEn: auditoria.creadoEn,
      antes: auditoria.antes,
      despues: auditoria.despues,
      motivo: auditoria.motivo,
    })
    .from(auditoria)
    .where(and(...condiciones))
    .orderBy(desc(auditoria.id))
    .limit(limite + 1);
}

/** The id of an account by name (whatever its case), for the filters. */
export async function idDeNombre(db: Tx, nombre: string) {
  const [fila] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(sql`lower(${usuarios.username})`, nombre.toLowerCase()));
  return fila?.id;
}
