// `npm run typecheck`: TypeScript's checks of the three programs (the server, the web app,
// and the tests and tools outside them), with TypeScript 7's native compiler (the
// package `typescript-native`, an npm alias of typescript@7): the same checks as the
// `typescript` package in a tenth of its CPU time (9 s instead of about 70 here). One
// thread each: its parallel checkers cost twice the CPU, and the lint gate already keeps
// both cores busy (ESLint runs beside it).
// The `typescript` package itself stays on 5.9: typescript-eslint's type-aware rules use
// its JavaScript API, which TypeScript 7 does not have.
//
// Called by path: both packages declare a `tsc` command, and which one npm links into
// node_modules/.bin depends on the install.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// The package exports only its API; its command is found beside its package.json.
const paquete = createRequire(import.meta.url).resolve('typescript-native/package.json');
const tsc = path.join(path.dirname(paquete), 'bin/tsc');
const programas = ['apps/server', 'apps/web', 'tsconfig.tests.json'];

let ok = true;
for (const programa of programas) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', programa, '--singleThreaded'], {
    stdio: 'inherit',
  });
  ok = status === 0 && ok;
}
process.exit(ok ? 0 : 1);
