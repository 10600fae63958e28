// Writes gzip and brotli copies of the built text files next to them (file.js.gz,
// file.js.br), which the server sends to browsers that accept them (@fastify/static
// `preCompressed`): the JavaScript and CSS travel at a third of their size without
// compressing on every request. Run after `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = /\.(js|css|html|svg|json|webmanifest|txt)$/;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : files(full);
    return TEXT.test(entry.name) ? [full] : [];
  });
}

let count = 0;
for (const file of files(dist)) {
  if (statSync(file).size < 512) continue;
  const data = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`Comprimidos ${count} archivos (gzip y brotli).`);
