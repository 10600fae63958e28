import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages waiting to be posted on the owner's Discord webhook (docs/reglas.md,
 * Discord): written in the transaction of the change they tell, sent after it commits,
 * retried with back-off. `clave` makes a scheduled message (the worker of the week of a
 * given week) exist once, whatever the number of server processes.
 */
export const discordEnvios = pgTable(
  'discord_envios',
  {
    id: serial('id').primaryKey(),
    evento: text('evento').notNull(),
    clave: text('clave').unique(),
    contenido: text('contenido').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    // When the next attempt is due; a claimed message is pushed past its send's timeout.
    siguienteIntento: timestamp('siguiente_intento', { withTimezone: true }).notNull().defaultNow(),
    intentos: integer('intentos').notNull().default(0),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
    // Given up: the webhook refused it for good, or every retry failed.
    abandonadoEn: timestamp('abandonado_en', { withTimezone: true }),
    ultimoError: text('ultimo_error'),
  },
  (t) => [
    index('discord_envios_pendientes_idx')
      .on(t.siguienteIntento)
      .where(sql`${t.enviadoEn} is null and ${t.abandonadoEn} is null`),
  ],
);
