import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adquirirBloqueo,
  DataDirEnUso,
  estadoDelBloqueo,
  marcarQueAtiendeRespaldos,
  prepararCarpetaDatos,
} from '../../db/lock';

const hayProc = existsSync('/proc/self/stat');
let dataDir: string;
let sleep: ChildProcess;
const archivo = () => path.join(dataDir, 'server.lock');
const escribirBloqueo = (texto: string) => writeFile(archivo(), texto);

/** Field 22 of /proc/<pid>/stat: when the process started. */
async function inicioDe(pid: number) {
  const texto = await readFile(`/proc/${pid}/stat`, 'utf8');
  return texto.slice(texto.lastIndexOf(')') + 2).split(' ')[19];
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mchabbo-bloqueo-'));
  sleep = spawn('sleep', ['60'], { stdio: 'ignore' });
  await new Promise((r) => sleep.once('spawn', r));
});
afterAll(async () => {
  sleep.kill();
  await rm(dataDir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('is written owner-only, with this process start time, and marked when the server answers backups', async () => {
    const bloqueo = await adquirirBloqueo(dataDir);
    expect((await stat(archivo())).mode & 0o777).toBe(0o600);
    const [pid, json] = (await readFile(archivo(), 'utf8')).split('\n');
    expect(Number(pid)).toBe(process.pid);
    if (hayProc)
      expect(JSON.parse(json ?? '')).toMatchObject({ inicio: await inicioDe(process.pid) });
    await marcarQueAtiendeRespaldos(dataDir);
    expect(JSON.parse((await readFile(archivo(), 'utf8')).split('\n')[1] ?? '')).toMatchObject({
      atiendeRespaldos: true,
    });
    await bloqueo.liberar();
    expect(existsSync(archivo())).toBe(false);
  });

  it.runIf(hayProc)('counts a live holder only when its start time matches', async () => {
    const pid = sleep.pid ?? 0;
    const inicio = await inicioDe(pid);
    await escribirBloqueo(`${pid}\n${JSON.stringify({ inicio, atiendeRespaldos: true })}\n`);
    expect(await estadoDelBloqueo(dataDir)).toEqual({ tomado: true, pid, atiendeRespaldos: true });
    await expect(adquirirBloqueo(dataDir)).rejects.toBeInstanceOf(DataDirEnUso);

    await escribirBloqueo(`${pid}\n${JSON.stringify({ inicio })}\n`);
    expect(await estadoDelBloqueo(dataDir)).toEqual({ tomado: true, pid, atiendeRespaldos: false });
  });

  it.runIf(hayProc)('treats a PID now used by another process as a stale lock', async () => {
    const pid = sleep.pid ?? 0;
    const otro = String(Number(await inicioDe(pid)) - 1000);
    await escribirBloqueo(`${pid}\n${JSON.stringify({ inicio: otro, atiendeRespaldos: true })}\n`);
    expect(await estadoDelBloqueo(dataDir)).toEqual({ tomado: false, pidAjeno: pid });
    // A lock of an older version holds the PID alone: only a Node process can be its server.
    await escribirBloqueo(String(pid));
    expect(await estadoDelBloqueo(dataDir)).toEqual({ tomado: false, pidAjeno: pid });

    const bloqueo = await adquirirBloqueo(dataDir);
    expect(Number((await readFile(archivo(), 'utf8')).split('\n')[0])).toBe(process.pid);
    await bloqueo.liberar();
    expect(sleep.exitCode).toBeNull();
    expect(sleep.signalCode).toBeNull();
  });

  it('treats a dead PID or an unreadable lock as free', async () => {
    await escribirBloqueo('2147483646\n{}\n');
    expect(await estadoDelBloqueo(dataDir)).toEqual({ tomado: false });
    await escribirBloqueo('');
    expect(await estadoDelBloqueo(dataDir)).toEqual({ tomado: false });
    await rm(archivo());
  });

  it('creates the data folder owner-only and tightens an existing one', async () => {
    const carpeta = path.join(dataDir, 'nueva', 'datos');
    await prepararCarpetaDatos(carpeta);
    expect((await stat(carpeta)).mode & 0o777).toBe(0o700);
    await chmod(carpeta, 0o755);
    await prepararCarpetaDatos(carpeta);
    expect((await stat(carpeta)).mode & 0o777).toBe(0o700);
  });
});
