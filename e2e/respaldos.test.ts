import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
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
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
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

describe('embedded database backups', () => {
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

    await servidor.parar({ conservarDatos: true });
    const restaurado = npm('restore', dataDir, path.join(dataDir, 'copia.tar.gz'));
    expect(restaurado.salida).toContain('Base restaurada');
    expect(restaurado.status).toBe(0);

    servidor = await iniciarServidor({}, dataDir);
    expect(await puedeEntrar(servidor, 'AntesDelRespaldo')).toBe(true);
    expect(await puedeEntrar(servidor, 'DespuesDelRespaldo')).toBe(false);
  });

  it('backs up a stopped server by opening the folder itself', async () => {
    const otro = await iniciarServidor();
    await registrar(otro, 'Parado');
    await otro.parar({ conservarDatos: true });
    const res = npm('backup', otro.dataDir);
    expect(res.status).toBe(0);
    expect(res.salida).toMatch(/Respaldo creado: .*respaldos\/respaldo-\d{8}T\d{6}Z\.tar\.gz/);
    await rm(otro.dataDir, { recursive: true, force: true });
  });
});
