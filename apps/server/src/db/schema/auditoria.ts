import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instante } from '../columnas';

/**
 * The audit trail: one row per change to people, time or money (docs/reglas.md, Audit
 * trail), written in the change's own transaction by `modules/auditoria`. Append-only:
 * a trigger refuses UPDATE and DELETE. Actor and person are plain ids (no foreign keys),
 * so nothing done to an account ever has to touch its rows.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: id(),
    /** The area: tiempo, pago, venta, membresia, usuario, despido, nombre, clave, ip, clon, ajustes. */
    tipo: text('tipo').notNull(),
    /** What was done (the event's verb, or the timer action). */
    accion: text('accion').notNull(),
    /** Who did it; null when the server did (a forgotten timer paused). */
    actorId: integer('actor_id'),
    /** Whom it concerns; null when nobody in particular (settings). */
    usuarioId: integer('usuario_id'),
    creadoEn: instante('creado_en').notNull(),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    motivo: text('motivo'),
  },
  (t) => [
    index('auditoria_usuario_idx').on(t.usuarioId, t.id),
    index('auditoria_actor_idx').on(t.actorId, t.id),
    index('auditoria_tipo_idx').on(t.tipo, t.id),
    // The date filters: an old range is found here, not by walking back from the newest row.
    index('auditoria_creado_en_idx').on(t.creadoEn),
  ],
);
