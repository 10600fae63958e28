import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instante } from '../columnas';

/**
 * Messages waiting to be posted on the owner's Discord webhook (docs/reglas.md,
 * Discord): written in the transaction of the change they tell, sent after it commits,
 * retried with back-off. `clave` makes a scheduled message (the worker of the week of a
 * given week) exist once, whatever the number of server processes.
 */
export const discordEnvios = pgTable(
  'discord_envios',
  {
    id: id(),
    evento: text('evento').notNull(),
    clave: text('clave').unique(),
    contenido: text('contenido').notNull(),
    creadoEn: instante('creado_en').notNull().defaultNow(),
    // When the next attempt is due; a claimed message is pushed past its send's timeout.
    siguienteIntento: instante('siguiente_intento').notNull().defaultNow(),
    intentos: integer('intentos').notNull().default(0),
    enviadoEn: instante('enviado_en'),
    // Given up: the webhook refused it for good, or every retry failed.
    abandonadoEn: instante('abandonado_en'),
    ultimoError: text('ultimo_error'),
  },
  (t) => [
    index('discord_envios_pendientes_idx')
      .on(t.siguienteIntento)
      .where(sql`${t.enviadoEn} is null and ${t.abandonadoEn} is null`),
  ],
);
