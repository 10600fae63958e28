// `npm run lint`: the quality gate. ESLint (type-aware rules), Prettier, tsc for every
// package, module boundaries (dependency-cruiser) and unused files and exports (knip).
// ESLint, the longest, runs beside the others, which run one after another: two lanes
// for the machine's two cores. Each check's output is printed when it ends, with its
// time; any failure fails the gate after every check has run.
import { spawn } from 'node:child_process';

const carriles = [
  [['ESLint', 'npx', ['eslint', '.']]],
  [
    ['Prettier', 'npx', ['prettier', '--check', '.']],
    ['TypeScript', 'npm', ['run', '--silent', 'typecheck']],
    ['Límites entre módulos', 'npm', ['run', '--silent', 'lint:modulos']],
    ['Código sin usar (knip)', 'npx', ['knip']],
  ],
];

function paso([titulo, cmd, args]) {
  const desde = Date.now();
  return new Promise((resolve) => {
    const hijo = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let salida = '';
    hijo.stdout.on('data', (d) => (salida += d));
    hijo.stderr.on('data', (d) => (salida += d));
    hijo.on('error', (err) => (salida += String(err)));
    hijo.on('close', (code) => {
      const ok = code === 0;
      const segundos = Math.round((Date.now() - desde) / 1000);
      const texto = salida.trim();
      console.log(`${ok ? '✓' : '✗'} ${titulo} — ${segundos} s${texto ? `\n${texto}\n` : ''}`);
      resolve(ok);
    });
  });
}

async function carril(pasos) {
  let ok = true;
  for (const p of pasos) ok = (await paso(p)) && ok;
  return ok;
}

const resultados = await Promise.all(carriles.map(carril));
if (resultados.includes(false)) {
  console.error('\nLa comprobación de calidad falló.');
  process.exit(1);
}
