import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instante } from '../columnas';
import { misiones } from './misiones';

/** Accounts. `nivel` follows the mission's rank (7 = guest without a rank). */
export const usuarios = pgTable(
  'usuarios',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    nivel: integer('nivel').notNull().default(7),
    misionId: integer('mision_id').references(() => misiones.id),
    habboAvatarUrl: text('habbo_avatar_url'),
    // Bumped to revoke every token issued before (password change, new key, dismissal…).
    tokenVersion: integer('token_version').notNull().default(0),
    // Why the token version last went up (docs/reglas.md, Sessions 5.8): a request made with
    // an older token is told with its 401 (`MOTIVOS_CIERRE`).
    cierreMotivo: text('cierre_motivo'),
    debeCambiarClave: boolean('debe_cambiar_clave').notNull().default(false),
    isApp: boolean('is_app').notNull().default(false),
    modoClaro: boolean('modo_claro').notNull().default(true),
    fechaRegistro: instante('fecha_registro').notNull().defaultNow(),
    ultimaVez: instante('ultima_vez'),
    // The name's two look-alike keys (packages/shared/src/cuenta/esqueleto.ts): one name
    // per person whatever its case or look (docs/reglas.md, Accounts and names). Every
    // write of a name sets them; a row written by hand in SQL has none until the next
    // start computes them (db/esqueletos.ts).
    nombreEsqueleto: text('nombre_esqueleto'),
    nombreEsqueletoEscrito: text('nombre_esqueleto_escrito'),
    // Habbo identity (docs/reglas.md, Habbo identity): the player's permanent id, so a
    // player renamed in Habbo is still the same person; set when the account is verified.
    habboUniqueId: text('habbo_unique_id'),
    habboFigura: text('habbo_figura'),
    habboVerificadoEn: instante('habbo_verificado_en'),
  },
  (t) => [
    // Names are unique whatever their case, as in the game.
    uniqueIndex('usuarios_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('usuarios_nombre_esqueleto_key').on(t.nombreEsqueleto),
    uniqueIndex('usuarios_nombre_esqueleto_escrito_key').on(t.nombreEsqueletoEscrito),
    index('usuarios_nivel_idx').on(t.nivel),
    // One account per Habbo player.
    uniqueIndex('usuarios_habbo_unique_id_key').on(t.habboUniqueId),
  ],
);
