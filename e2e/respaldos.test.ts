import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { iniciarServidor, type ServidorDePrueba } from './support/server';

const root = path.resolve(import.meta.dirname, '..');
let servidor: ServidorDePrueba | undefined;
afterAll(async () => {
  await servidor?.parar();
});

function npm(script: string, dataDir: string, ...args: string[]) {
  const res = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    // Runs what `npm run build` compiled before the browser tests, as the servers do.
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SKIP_BUILD: '1' },
    encoding: 'utf8',
  });
  return { status: res.status, salida: `${res.stdout}${res.stderr}` };
}

const registrar = (s: ServidorDePrueba, nombre: string) =>
  s.api('POST', '/user/register', { nameUser: nombre, password: 'clave-segura-1' });
const puedeEntrar = async (s: ServidorDePrueba, nombre: string) => {
  const res = await fetch(`${s.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nameUser: nombre, password: 'clave-segura-1' }),
  });
  return res.status === 200;
};
const modo = async (ruta: string) => (await stat(ruta)).mode & 0o777;
/** Each test starts servers and runs the command several times (each opens PGlite). */
const VARIOS_PROCESOS = 300_000;

describe('embedded database backups', { timeout: VARIOS_PROCESOS }, () => {
  it('makes a daily backup at start, a consistent one on demand while running, and restores it', async () => {
    servidor = await iniciarServidor({ BACKUP_RETENTION_DAYS: '3' });
    const { dataDir } = servidor;
    await registrar(servidor, 'AntesDelRespaldo');

    const respaldo = npm('backup', dataDir, path.join(dataDir, 'copia.tar.gz'));
    expect(respaldo.salida).toContain('Respaldo creado');
    expect(respaldo.status).toBe(0);
    expect(existsSync(path.join(dataDir, 'copia.tar.gz'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'respaldos'))).toBe(true);

    await registrar(servidor, 'DespuesDelRespaldo');
    const conServidor = npm('restore', dataDir, path.join(dataDir, 'copia.tar.gz'));
    expect(conServidor.status).not.toBe(0);
    expect(conServidor.salida).toContain('Detén el servidor para restaurar');

    // Stopped, the command opens the folder itself; without a path the copy goes to
    // respaldos/ in the data folder.
    await servidor.parar({ conservarDatos: true });
    const parado = npm('backup', dataDir);
    expect(parado.status, parado.salida).toBe(0);
    expect(parado.salida).toMatch(/Respaldo creado: .*respaldos\/respaldo-\d{8}T\d{6}Z\.tar\.gz/);

    const restaurado = npm('restore', dataDir, path.join(dataDir, 'copia.tar.gz'));
    expect(restaurado.salida).toContain('Base restaurada');
    expect(restaurado.status).toBe(0);

    servidor = await iniciarServidor({}, dataDir);
    expect(await puedeEntrar(servidor, 'AntesDelRespaldo')).toBe(true);
    expect(await puedeEntrar(servidor, 'DespuesDelRespaldo')).toBe(false);
  });

  it('refuses a damaged backup, leaving the live data as it was', async () => {
    await servidor?.parar();
    servidor = await iniciarServidor();
    const { dataDir } = servidor;
    await registrar(servidor, 'Vivo');
    const bueno = npm('backup', dataDir, path.join(dataDir, 'bueno.tar.gz'));
    expect(bueno.status).toBe(0);
    await servidor.parar({ conservarDatos: true });

    // Each reason a backup is refused is covered where the check lives
    // (apps/server/src/modules/respaldos/respaldos.test.ts); here, what the command
    // tells and leaves for two of them.
    const datos = await readFile(path.join(dataDir, 'bueno.tar.gz'));
    await writeFile(path.join(dataDir, 'cortado.tar.gz'), datos.subarray(0, datos.length / 2));
    await writeFile(path.join(dataDir, 'texto.tar.gz'), 'esto no es un respaldo');

    const antes = (await readdir(dataDir)).sort();
    const casos: [string, RegExp][] = [
      ['cortado.tar.gz', /está incompleto o dañado/],
      ['texto.tar.gz', /no es un respaldo \.tar\.gz/],
    ];
    for (const [archivo, motivo] of casos) {
      const res = npm('restore', dataDir, path.join(dataDir, archivo));
      expect(res.status, res.salida).not.toBe(0);
      expect(res.salida).toMatch(motivo);
      expect(res.salida).toContain('La base actual no se ha tocado');
      expect((await readdir(dataDir)).sort()).toEqual(antes); // nothing set aside or left over
    }

    servidor = await iniciarServidor({}, dataDir);
    expect(await puedeEntrar(servidor, 'Vivo')).toBe(true);
  });

  it('keeps the data folder and its backups readable by their owner only, tightening old modes at start', async () => {
    await servidor?.parar();
    servidor = await iniciarServidor();
    const { dataDir } = servidor;
    const res = npm('backup', dataDir);
    expect(res).toEqual({ status: 0, salida: expect.stringMatching(/Respaldo creado: \S+/) });
    const archivo = /Respaldo creado: (\S+)/.exec(res.salida)?.[1] ?? '';
    const carpeta = path.join(dataDir, 'respaldos');
    const esperado = {
      [dataDir]: 0o700,
      [carpeta]: 0o700,
      [archivo]: 0o600,
      [path.join(dataDir, 'jwt-secret')]: 0o600,
      [path.join(dataDir, 'server.lock')]: 0o600,
    };
    const modos = async () =>
      Object.fromEntries(
        await Promise.all(Object.keys(esperado).map(async (r) => [r, await modo(r)])),
      );
    expect(await modos()).toEqual(esperado);

    // Folders and files an older version left to the umask.
    await servidor.parar({ conservarDatos: true });
    await chmod(dataDir, 0o755);
    await chmod(carpeta, 0o755);
    await chmod(archivo, 0o644);
    await chmod(path.join(dataDir, 'jwt-secret'), 0o644);
    servidor = await iniciarServidor({}, dataDir);
    await expect.poll(modos, { timeout: 10_000 }).toEqual(esperado);
  });

  it('never signals a process that took the PID of a dead server, and backs up by itself', async () => {
    const muerto = await iniciarServidor();
    await registrar(muerto, 'Superviviente');
    await muerto.matar('SIGKILL'); // leaves its lock behind
    const bloqueo = path.join(muerto.dataDir, 'server.lock');
    const [, identidad] = (await readFile(bloqueo, 'utf8')).split('\n');
    expect(JSON.parse(identidad ?? '')).toMatchObject({ atiendeRespaldos: true });

    const sleep = spawn('sleep', ['600'], { stdio: 'ignore' });
    await new Promise((r) => sleep.once('spawn', r));
    try {
      // The lock as it would be had the kernel given the server's PID to `sleep`; then
      // as an older version wrote it, with the PID alone.
      for (const contenido of [`${sleep.pid}\n${identidad}\n`, String(sleep.pid)]) {
        await writeFile(bloqueo, contenido);
        const res = npm('backup', muerto.dataDir);
        expect(res.status, res.salida).toBe(0);
        expect(res.salida).toContain(`nombra al proceso ${sleep.pid}, que no es el servidor`);
        expect(res.salida).toMatch(/Respaldo creado: .*respaldo-\d{8}T\d{6}Z\.tar\.gz/);
        await new Promise((r) => setTimeout(r, 500)); // a signal would have ended it by now
        expect(sleep.exitCode).toBeNull();
        expect(sleep.signalCode).toBeNull();
      }
    } finally {
      sleep.kill();
    }
    const copia = await iniciarServidor({}, muerto.dataDir);
    expect(await puedeEntrar(copia, 'Superviviente')).toBe(true);
    await copia.parar();
  });
});
