// Compiles the server to plain JavaScript in apps/server/dist, which `npm start` runs
// with Node alone. The server's own code, @mchabbo/shared (published as TypeScript
// source) and the packages it uses are bundled: Node then compiles a few files instead
// of resolving and loading some 700 modules at every start (docs/rendimiento.md, Start).
// The packages in EXTERNOS stay imports that Node resolves from node_modules at run time. `import('./app')` and the demo seed stay separate chunks,
// loaded when main.ts asks for them. The SQL migrations are copied next to the chunks:
// db/client.ts finds them at `./migrations` beside its own file.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(app, 'dist');

/**
 * Packages left to Node: those that read files beside their own code (PGlite's
 * WebAssembly, argon2's native binary, the API docs' static page), what the API docs'
 * page shares with the server (@fastify/static, yaml: loaded once, not twice) and pg's
 * optional native driver. ExcelJS is bundled into a chunk of its own, loaded at the first
 * spreadsheet: one file loads in about 120 ms where its ~300 modules took 280 ms, during
 * which the process answers nobody (docs/rendimiento.md).
 */
const EXTERNOS = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  '@fastify/static',
  'yaml',
  'pg-native',
];

/** Bare imports are packages: bundled, except EXTERNOS (Node's own modules stay imports). */
const paquetesExternos = {
  name: 'paquetes-externos',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      EXTERNOS.some((e) => args.path === e || args.path.startsWith(`${e}/`))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * pg picks its sockets at load time by asking whether it runs in Cloudflare Workers: on
 * Node 20, which has no `navigator`, it builds a `Response` to find out, which loads Node's
 * whole fetch implementation (undici) at every start, some 50 ms before the first answer
 * (docs/rendimiento.md, Start). The server runs on Node only: the bundle takes pg's Node
 * branch directly. The build fails if a pg upgrade changes that line.
 */
const pgSoloNode = {
  name: 'pg-solo-node',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/]pg[\\/]lib[\\/]stream\.js$/ }, (args) => {
      const fuente = readFileSync(args.path, 'utf8');
      const pregunta = 'if (isCloudflareRuntime()) {';
      if (fuente.split(pregunta).length !== 2) {
        throw new Error(
          `${args.path} no longer has «${pregunta}»: review the pg-solo-node plugin.`,
        );
      }
      return { contents: fuente.replace(pregunta, 'if (false) {'), loader: 'js' };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
const { metafile } = await build({
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
  // No `keepNames`: it wraps each function and class in a `__name(…)` call that sets its
  // name when it is created, so also every closure a request creates (some 4,600 places),
  // and a timer action cost the server 20 % more CPU with it (docs/rendimiento.md). Names
  // change only where two bundled modules share one (pg's `Client2`, `Pool2`); the plugins
  // give theirs to `fastify-plugin` (`fp(plugin, { name })`).
  // Whitespace and syntax minified, names kept (logs and stack traces name functions): Node
  // reads and compiles a third less, and `npm start` answers first about 8 % sooner on
  // PostgreSQL (docs/rendimiento.md). Stack traces point at the TypeScript sources, which
  // stay in the repository, through the source maps `npm start` turns on.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  sourcesContent: false,
  plugins: [paquetesExternos, pgSoloNode],
  // Bundled CommonJS packages call require() for Node's modules: an ES module has none.
  banner: {
    js: "import { createRequire as __crearRequire } from 'node:module'; const require = __crearRequire(import.meta.url);",
  },
  logLevel: 'warning',
  metafile: true,
});

// The chunk of ExcelJS goes without its source map: a package it loads (bluebird) reads a
// stack trace as it loads, and Node then parsed the chunk's 1.4 MB map first: the first
// spreadsheet's load took 200 ms instead of 100 (docs/rendimiento.md). Its stack
// traces point into the bundled package, which is not ours to read anyway.
for (const [salida, { inputs }] of Object.entries(metafile.outputs)) {
  if (
    !salida.endsWith('.js') ||
    !Object.keys(inputs).some((i) => i.includes('node_modules/exceljs/'))
  ) {
    continue;
  }
  const archivo = path.resolve(salida);
  const codigo = readFileSync(archivo, 'utf8').replace(/\n\/\/# sourceMappingURL=[^\n]*\n?$/, '\n');
  writeFileSync(archivo, codigo);
  rmSync(`${archivo}.map`, { force: true });
}
cpSync(path.join(app, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log('Servidor compilado en apps/server/dist.');
