// `npm start`: builds the web app when it is missing or older than its sources,
// then runs the server in this same process (signals reach it directly).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const index = path.join(root, 'apps/web/dist/index.html');

function newest(dir) {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return max;
}

function builtAt() {
  try {
    return statSync(index).mtimeMs;
  } catch {
    return 0;
  }
}

const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'];
const newestSource = Math.max(
  ...sources.map((s) => {
    const full = path.join(root, s);
    return statSync(full).isDirectory() ? newest(full) : statSync(full).mtimeMs;
  }),
);
if (process.env.SKIP_WEB_BUILD !== '1' && builtAt() < newestSource) {
  console.log('Compilando la aplicación web…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

register();
await import(path.join(root, 'apps/server/src/main.ts'));
