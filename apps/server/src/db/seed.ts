import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CATALOGO_MISIONES, RANGOS } from '@mchabbo/shared/misiones/catalogo';
import { NIVEL_DUENO } from '@mchabbo/shared/niveles/niveles';
import { normalizarNombre } from '@mchabbo/shared/cuenta/nombres';
import type { Db } from './client';
import { misiones } from './schema/misiones';
import { rangos } from './schema/rangos';
import { usuarios } from './schema/usuarios';
import { columnasDeNombre } from './esqueletos';

/** Fills the ranks and missions catalog from the built-in table; existing rows are kept. */
export async function sembrarCatalogo(db: Db) {
  await db.transaction(async (tx) => {
    await tx
      .insert(rangos)
      .values(RANGOS.map((r, orden) => ({ nombre: r.nombre, nivel: r.nivel, area: r.area, orden })))
      .onConflictDoNothing();
    const ids = new Map((await tx.select().from(rangos)).map((r) => [r.nombre, r.id]));
    await tx
      .insert(misiones)
      .values(
        CATALOGO_MISIONES.map((m) => ({
          rangoId: ids.get(m.rango) ?? -1,
          mision: m.mision,
          costo: m.costo,
          pago1h: m.pago_1h,
          pago2h: m.pago_2h,
          pago3h: m.pago_3h,
          pagoSemanal: m.pago_semanal,
          requisitoHrs: m.requisito_hrs,
          requisitoTimes: m.requisito_times,
        })),
      )
      .onConflictDoNothing();
  });
}

/**
 * On an empty database, creates the owner from OWNER_USERNAME/OWNER_PASSWORD, or
 * `admin` with a random password that is printed once.
 */
export async function crearDuenoSiVacio(
  db: Db,
  opts: {
    username?: string;
    password?: string;
    /** The password's hash as stored (`lib/passwords.ts`). */
    hashear: (clave: string) => Promise<string>;
    avisar: (texto: string) => void;
  },
) {
  const [hay] = await db.select({ n: sql<number>`count(*)::int` }).from(usuarios);
  if ((hay?.n ?? 0) > 0) return;
  const username = normalizarNombre(opts.username?.trim() || 'admin');
  const password = opts.password || randomBytes(12).toString('base64url');
  const [misionDueno] = await db
    .select({ id: misiones.id })
    .from(misiones)
    .where(eq(misiones.mision, 'Dueño'));
  await db
    .insert(usuarios)
    .values({
      username,
      ...columnasDeNombre(username),
      passwordHash: await opts.hashear(password),
      nivel: NIVEL_DUENO,
      misionId: misionDueno?.id ?? null,
    })
    .onConflictDoNothing();
  if (!opts.password) {
    opts.avisar(
      `Cuenta del dueño creada: usuario "${username}", contraseña "${password}". ` +
        'Guárdala ahora: no se volverá a mostrar.',
    );
  }
}
