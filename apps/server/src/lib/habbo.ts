import * as z from 'zod';
import { MENSAJES_HABBO } from '@mchabbo/shared/cuenta/codigo-habbo';
import type { Config } from '../config';
import { DomainError } from './errors';

/**
 * Habbo's public API, read from the server only (docs/reglas.md, Habbo identity). Calls
 * are plain async `fetch` with a timeout: they never block the event loop, and callers
 * make them before opening any database transaction.
 */

/** What the product keeps of a Habbo player. */
export interface JugadorHabbo {
  /** Habbo's permanent id of the player; it survives a rename. */
  uniqueId: string;
  /** The name exactly as Habbo spells it. */
  name: string;
  figureString: string;
  motto: string;
}

const jugador = z.object({
  uniqueId: z.string().min(1).max(200),
  name: z.string().min(1).max(100),
  figureString: z.string().max(1000).catch(''),
  motto: z.string().max(1000).catch(''),
});

const sinConexion = () => new DomainError(503, MENSAJES_HABBO.sinConexion);

async function pedir(config: Pick<Config, 'HABBO_URL' | 'HABBO_TIMEOUT_MS'>, ruta: string) {
  let res: Response;
  try {
    res = await fetch(`${config.HABBO_URL}${ruta}`, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(config.HABBO_TIMEOUT_MS),
    });
  } catch {
    // Unreachable host, refused connection, timeout.
    throw sinConexion();
  }
  // A missing or banned player: 404 with {"error":"not-found"}.
  if (res.status === 404) {
    await res.body?.cancel();
    return null;
  }
  // 403/429 for some hosts, 5xx, an HTML maintenance page: Habbo cannot answer now.
  const tipo = res.headers.get('content-type') ?? '';
  if (!res.ok || !tipo.includes('json')) {
    await res.body?.cancel();
    throw sinConexion();
  }
  let cuerpo: unknown;
  try {
    cuerpo = await res.json();
  } catch {
    throw sinConexion();
  }
  const leido = jugador.safeParse(cuerpo);
  if (!leido.success) throw sinConexion();
  return leido.data;
}

/** The player of that name, or null when Habbo has none; 503 when Habbo cannot answer. */
export function jugadorPorNombre(
  config: Pick<Config, 'HABBO_URL' | 'HABBO_TIMEOUT_MS'>,
  nombre: string,
): Promise<JugadorHabbo | null> {
  return pedir(config, `/api/public/users?name=${encodeURIComponent(nombre)}`);
}

/** The player with that permanent id (whatever their name is now), or null. */
export function jugadorPorId(
  config: Pick<Config, 'HABBO_URL' | 'HABBO_TIMEOUT_MS'>,
  uniqueId: string,
): Promise<JugadorHabbo | null> {
  return pedir(config, `/api/public/users/${encodeURIComponent(uniqueId)}`);
}

/** Habbo's image of a figure, on the configured Habbo host (as the landing shows avatars). */
export function avatarDeFigura(config: Pick<Config, 'HABBO_URL'>, figura: string): string {
  return `${config.HABBO_URL}/habbo-imaging/avatarimage?figure=${encodeURIComponent(figura)}&direction=2&head_direction=3&size=m`;
}
