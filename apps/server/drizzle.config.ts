import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema files only (`npm run db:generate`) and
// applied by the server at start, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
