import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sentenciaPreparada } from '../../db/sentencias-preparadas';
import { columnasDeNombre } from '../../db/esqueletos';
import { misiones } from '../../db/schema/misiones';
import { rangos } from '../../db/schema/rangos';
import { sesiones } from '../../db/schema/sesiones';
import { usuarioIps } from '../../db/schema/usuario-ips';
import { usuarios } from '../../db/schema/usuarios';
import { cerrarSesionesAbiertas } from '../../lib/sesiones';

const sesion = sentenciaPreparada('buscar_sesion', (db) =>
  db
    .select({
      id: usuarios.id,
      username: usuarios.username,
      nivel: usuarios.nivel,
      tokenVersion: usuarios.tokenVersion,
      debeCambiarClave: usuarios.debeCambiarClave,
    })
    .from(usuarios)
    .innerJoin(sesiones, eq(sesiones.usuarioId, usuarios.id))
    .where(
      and(
        eq(usuarios.id, sql.placeholder('id')),
        eq(sesiones.id, sql.placeholder('sesion')),
        // An ended session keeps its row (why it ended): only an open one lets a token in.
        isNull(sesiones.cierreMotivo),
      ),
    ),
);

/** What the auth guard needs of the caller on every request; nothing when that session has ended. */
export async function buscarSesion(db: Tx, id: number, sesionId: number) {
  const [row] = await sesion(db).execute({ id, sesion: sesionId });
  return row;
}

/** An account with its mission and rank names, by its lower-case name (kept: every sign-in). */
const cuentaPorNombre = sentenciaPreparada('buscar_cuenta_por_nombre', (db) =>
  db
    .select({
      id: usuarios.id,
      username: usuarios.username,
      passwordHash: usuarios.passwordHash,
      nivel: usuarios.nivel,
      tokenVersion: usuarios.tokenVersion,
      debeCambiarClave: usuarios.debeCambiarClave,
      isApp: usuarios.isApp,
      modoClaro: usuarios.modoClaro,
      habboAvatarUrl: usuarios.habboAvatarUrl,
      habboVerificado: sql<boolean>`${usuarios.habboUniqueId} is not null`,
      fechaRegistro: usuarios.fechaRegistro,
      ultimaVez: usuarios.ultimaVez,
      mision: misiones.mision,
      rango: rangos.nombre,
    })
    .from(usuarios)
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(eq(sql`lower(${usuarios.username})`, sql.placeholder('nombre'))),
);

/** An account with its mission and rank names, found by name whatever its case. */
export async function buscarCuentaPorNombre(db: Tx, username: string) {
  const [row] = await cuentaPorNombre(db).execute({ nombre: username.toLowerCase() });
  return row;
}

/** Stores a new account and returns its id. */
export async function insertarUsuario(
  db: Tx,
  datos: {
    username: string;
    passwordHash: string;
    nivel?: number;
    misionId?: number | null;
    // A registration verified with Habbo (docs/reglas.md, Habbo identity).
    habboUniqueId?: string;
    habboFigura?: string;
    habboAvatarUrl?: string;
    habboVerificadoEn?: Date;
  },
) {
  const [row] = await db
    .insert(usuarios)
    .values({ ...datos, ...columnasDeNombre(datos.username) })
    .returning({ id: usuarios.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * An account other than `excepto` whose name is the same name as `nombre` (docs/reglas.md,
 * Accounts and names): equal ignoring case, or equal in either look-alike key.
 */
export async function buscarCuentaParecida(db: Tx, nombre: string, excepto: number) {
  const claves = columnasDeNombre(nombre);
  const [row] = await db
    .select({ id: usuarios.id, username: usuarios.username })
    .from(usuarios)
    .where(
      and(
        ne(usuarios.id, excepto),
        or(
          eq(sql`lower(${usuarios.username})`, nombre.toLowerCase()),
          eq(usuarios.nombreEsqueleto, claves.nombreEsqueleto),
          eq(usuarios.nombreEsqueletoEscrito, claves.nombreEsqueletoEscrito),
        ),
      ),
    )
    .orderBy(usuarios.id)
    .limit(1);
  return row;
}

/** Remembers that an account was used from an IP (for the clone checks). */
export async function registrarIp(db: Tx, usuarioId: number, ip: string) {
  await ipUsada(db).execute({ usuarioId, ip });
}

const ipUsada = sentenciaPreparada('registrar_ip', (db) =>
  db
    .insert(usuarioIps)
    .values({ usuarioId: sql.placeholder('usuarioId'), ip: sql.placeholder('ip') })
    .onConflictDoUpdate({
      target: [usuarioIps.usuarioId, usuarioIps.ip],
      set: { ultimaVez: sql`now()` },
    }),
);

/** Marks the account as seen now. */
export async function marcarUltimaVez(db: Tx, usuarioId: number) {
  await vistoAhora(db).execute({ usuarioId });
}

const vistoAhora = sentenciaPreparada('marcar_ultima_vez', (db) =>
  db
    .update(usuarios)
    .set({ ultimaVez: sql`now()` })
    .where(eq(usuarios.id, sql.placeholder('usuarioId'))),
);

/** Saves the display preferences. */
export async function guardarPreferencias(
  db: Tx,
  usuarioId: number,
  prefs: { isApp: boolean; modoClaro: boolean },
) {
  await db.update(usuarios).set(prefs).where(eq(usuarios.id, usuarioId));
}

/** Replaces the password hash and revokes every earlier token; returns the new version. */
export async function cambiarHash(
  db: Tx,
  usuarioId: number,
  passwordHash: string,
  debeCambiarClave = false,
) {
  const [row] = await db
    .update(usuarios)
    .set({
      passwordHash,
      debeCambiarClave,
      tokenVersion: sql`${usuarios.tokenVersion} + 1`,
      cierreMotivo: debeCambiarClave ? 'clave-temporal' : 'clave',
    })
    .where(eq(usuarios.id, usuarioId))
    .returning({ tokenVersion: usuarios.tokenVersion });
  if (!row) throw new Error('account vanished while changing its password');
  await cerrarSesionesAbiertas(db, usuarioId, debeCambiarClave ? 'clave-temporal' : 'clave');
  return row.tokenVersion;
}
