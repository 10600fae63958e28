import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, pgliteDir } from '../../db/client';
import {
  crearRespaldo,
  entradasTar,
  RespaldoInvalido,
  restaurarRespaldo,
} from './respaldos.service';

const modo = async (ruta: string) => (await stat(ruta)).mode & 0o777;

let tmp: string;
/** Backups made from the migrated and seeded template. */
let conDueno: string;
let sinDueno: string;
let base: Blob;
/** Each PGlite open takes seconds, more on a busy machine. */
const LENTO = 300_000;

/** A gzip backup of the template with one account of the given level. */
async function respaldoDePlantilla(plantilla: Blob, nombre: string, nivel: number) {
  const pg = new PGlite({ loadDataDir: plantilla });
  await pg.query(`insert into usuarios (username, password_hash, nivel) values ($1, 'x', $2)`, [
    nombre,
    nivel,
  ]);
  const archivo = path.join(tmp, `${nombre}.tar.gz`);
  await writeFile(archivo, new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer()));
  await pg.close();
  return archivo;
}

async function plantilla(): Promise<Blob> {
  const archivo = inject('plantillaPglite');
  if (archivo) return new Blob([await readFile(archivo)]);
  const database = await openDatabase({ dataDir: null }); // PostgreSQL run: migrate one here
  const copia = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!copia) throw new Error('PGlite gave no dump');
  return copia;
}

/** The accounts of the database in a data folder (opened the way the server does). */
async function cuentas(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  try {
    const res = await database.pglite?.query<{ username: string }>(
      'select username from usuarios order by username',
    );
    return res?.rows.map((f) => f.username) ?? [];
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'mchabbo-respaldos-'));
  base = await plantilla();
  conDueno = await respaldoDePlantilla(base, 'Dueno', 0);
  sinDueno = await respaldoDePlantilla(base, 'Invitado', 7);
}, LENTO);
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('restoring a backup', () => {
  it(
    'checks a good backup in its own folder, swaps it in and keeps the old database aside',
    async () => {
      const dataDir = path.join(tmp, 'datos-bueno');
      expect(await restaurarRespaldo(dataDir, conDueno)).toEqual({ apartado: null });
      expect(await modo(dataDir)).toBe(0o700);
      const { apartado } = await restaurarRespaldo(dataDir, conDueno);
      expect(apartado).toMatch(/pglite\.antes-\d+$/);
      expect((await readdir(dataDir)).sort()).toEqual(
        ['pglite', path.basename(apartado ?? '')].sort(),
      );
      expect(await cuentas(dataDir)).toEqual(['Dueno']);
    },
    LENTO,
  );

  it(
    'leaves the live data untouched and says why for every bad file',
    async () => {
      const dataDir = path.join(tmp, 'datos-vivos');
      await restaurarRespaldo(dataDir, conDueno);
      const antes = (await readdir(dataDir)).sort();
      const controlAntes = await readFile(path.join(pgliteDir(dataDir), 'global/pg_control'));

      const bueno = await readFile(conDueno);
      const malos: Record<string, [string | Uint8Array, RegExp]> = {
        'texto.tar.gz': ['no soy un respaldo', /no es un respaldo \.tar\.gz/],
        'cortado.tar.gz': [bueno.subarray(0, bueno.length / 2), /está incompleto o dañado/],
        'ruido.tar.gz': [gzipSync(Buffer.alloc(4096, 7)), /no contiene un archivo tar completo/],
      };
      for (const [nombre, [datos]] of Object.entries(malos))
        await writeFile(path.join(tmp, nombre), datos);

      // A tar.gz of some other folder, and one that looks like PGlite but is not.
      const otra = path.join(tmp, 'otra');
      await mkdir(path.join(otra, 'global'), { recursive: true });
      await writeFile(path.join(otra, 'notas.txt'), 'hola');
      execFileSync('tar', ['czf', path.join(tmp, 'otra.tar.gz'), '-C', otra, '.']);
      malos['otra.tar.gz'] = ['', /no es un respaldo de la base integrada/];
      await writeFile(path.join(otra, 'PG_VERSION'), '17\n');
      await writeFile(path.join(otra, 'global/pg_control'), Buffer.alloc(8192, 1));
      execFileSync('tar', ['czf', path.join(tmp, 'falsa.tar.gz'), '-C', otra, '.']);
      malos['falsa.tar.gz'] = ['', /no se puede abrir con PGlite/];

      const casos: [string, RegExp][] = [
        ...Object.entries(malos).map(([n, [, motivo]]): [string, RegExp] => [
          path.join(tmp, n),
          motivo,
        ]),
        [sinDueno, /no tiene ninguna cuenta de dueño \(nivel 0\)/],
        [path.join(tmp, 'no-existe.tar.gz'), /No existe el archivo/],
      ];
      for (const [archivo, motivo] of casos) {
        const error = await restaurarRespaldo(dataDir, archivo).then(
          () => null,
          (err: unknown) => err,
        );
        expect(error, archivo).toBeInstanceOf(RespaldoInvalido);
        expect((error as Error).message, archivo).toMatch(motivo);
        expect((await readdir(dataDir)).sort(), archivo).toEqual(antes);
      }
      expect(await readFile(path.join(pgliteDir(dataDir), 'global/pg_control'))).toEqual(
        controlAntes,
      );
      expect(await cuentas(dataDir)).toEqual(['Dueno']);
    },
    LENTO,
  );
});

describe('backup files', () => {
  it(
    'are readable by their owner only, in a folder only the owner can open',
    async () => {
      const dataDir = path.join(tmp, 'datos-modos');
      await mkdir(path.join(dataDir, 'respaldos'), { recursive: true, mode: 0o755 });
      await chmod(path.join(dataDir, 'respaldos'), 0o755);
      const pg = new PGlite({ loadDataDir: base });
      try {
        const archivo = await crearRespaldo(pg, dataDir);
        expect(await modo(archivo)).toBe(0o600);
        expect(await modo(path.join(dataDir, 'respaldos'))).toBe(0o700);
      } finally {
        await pg.close();
      }
    },
    LENTO,
  );
});

describe('entradasTar', () => {
  it('lists a tar archive and refuses one cut short', async () => {
    const dir = path.join(tmp, 'tar');
    await mkdir(path.join(dir, 'a'), { recursive: true });
    await writeFile(path.join(dir, 'a/b.txt'), 'x'.repeat(1000));
    const tar = execFileSync('tar', ['cf', '-', '-C', dir, '.']);
    expect(entradasTar(tar)).toEqual(new Set(['', 'a', 'a/b.txt']));
    expect(entradasTar(tar.subarray(0, 1024))).toBeNull();
    expect(entradasTar(Buffer.alloc(2048, 1))).toBeNull();
  });
});
