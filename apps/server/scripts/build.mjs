// Compiles the server to plain JavaScript in apps/server/dist, which `npm start` runs
// with Node alone. The server's own code and @mchabbo/shared (published as TypeScript
// source) are bundled; every other package stays an import that Node resolves from
// node_modules at run time. `import('./app')` and the demo seed stay separate chunks,
// loaded when main.ts asks for them. The SQL migrations are copied next to the chunks:
// db/client.ts finds them at `./migrations` beside its own file.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(app, 'dist');

/** Bare imports are packages: left to Node, except the workspace's own TypeScript ones. */
const paquetesExternos = {
  name: 'paquetes-externos',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mchabbo/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  // The server, and the backup tool `npm run backup|restore` runs (dist/respaldos.js).
  entryPoints: {
    main: path.join(app, 'src/main.ts'),
    respaldos: path.join(app, 'src/modules/respaldos/respaldos.cli.ts'),
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  chunkNames: '[name]-[hash]',
  // Function and class names as written (Fastify's plugin names, stack traces).
  keepNames: true,
  // Stack traces point at the TypeScript sources, which stay in the repository.
  sourcemap: 'linked',
  sourcesContent: false,
  plugins: [paquetesExternos],
  logLevel: 'warning',
});
cpSync(path.join(app, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log('Servidor compilado en apps/server/dist.');
