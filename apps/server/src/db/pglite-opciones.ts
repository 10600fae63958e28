import { PGlite, types } from '@electric-sql/pglite';

/**
 * How every PGlite of the app starts (the server, and the backup tool's opens): 16 MB of
 * shared buffers instead of PostgreSQL's 128 MB. PGlite zeroes them at every open (about
 * half a second of CPU less per start) and keeps what it touched resident, in the
 * server's own memory (docs/rendimiento.md, Memory); the data files stay in the OS's
 * cache besides, so a page not in the buffers is a copy from memory, not a disk read.
 */
export const ARRANQUE_PGLITE = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/** Text as it comes: Drizzle turns these types into values itself. */
const tal = (valor: string) => valor;

/**
 * The parsers Drizzle asks PGlite for (drizzle-orm/pglite/session.js): dates, times and
 * intervals, and their arrays, left as text. Given to PGlite once, when it opens.
 */
export const PARSERS_DRIZZLE = {
  [types.TIMESTAMP]: tal,
  [types.TIMESTAMPTZ]: tal,
  [types.INTERVAL]: tal,
  [types.DATE]: tal,
  1231: tal, // numeric[]
  1115: tal, // timestamp[]
  1185: tal, // timestamptz[]
  1187: tal, // interval[]
  1182: tal, // date[]
};
