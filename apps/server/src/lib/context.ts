import type { Db } from '../db/client';
import type { Config } from '../config';

/** What use cases need from the app: the database, token signing and the settings. */
export interface Ctx {
  db: Db;
  config: Config;
  firmarToken(usuario: { id: number; tokenVersion: number }): string;
}
