import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Exposes the open database to routes; the app closes it when it closes. */
export default fp(
  async (app: FastifyInstance, opts: { database: Database; cerrarAlSalir: boolean }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    if (opts.cerrarAlSalir) app.addHook('onClose', () => opts.database.close());
  },
  { name: 'db' },
);
