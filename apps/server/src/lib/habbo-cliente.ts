import { setTimeout as esperar } from 'node:timers/promises';
import * as z from 'zod';
import type { Config } from '../config';

/**
 * The one client of Habbo's public API for the roster check (docs/reglas.md, Habbo
 * roster): every request waits its turn so the process never sends more than
 * `HABBO_RPS` a second, each has `HABBO_TIMEOUT_MS`, and a refusal (403, 429, 5xx, an
 * HTML page, a timeout) slows the pace and is tried again a few times before the caller
 * is told Habbo cannot answer (`HabboNoResponde`). A JSON 404 is "not found"; any field
 * Habbo leaves out or sends malformed is read as unknown (null), never as a fault.
 * Calls are plain async `fetch`: callers make them outside any database transaction.
 */

/** Habbo could not answer now (refused, unreachable, slow or not JSON), after retries. */
export class HabboNoResponde extends Error {
  constructor(motivo: string) {
    super(`Habbo no responde: ${motivo}`);
  }
}

/** A player as the roster check reads them; null fields are unknown. */
export interface JugadorLeido {
  uniqueId: string;
  name: string;
  motto: string | null;
  /** Absent when the player hides their status. */
  online: boolean | null;
  /** Absent when the player hides their status. */
  lastAccessTime: Date | null;
  profileVisible: boolean | null;
}

/** A profile: the player and their groups (null when Habbo does not give them). */
export interface PerfilLeido {
  user: JugadorLeido;
  groups: { id: string; name: string }[] | null;
}

/** Habbo's dates, `2026-12-05T19:41:02.000+0000`; anything else is unknown. */
export function fechaHabbo(valor: unknown): Date | null {
  if (typeof valor !== 'string') return null;
  const iso = valor.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const fecha = new Date(iso);
  return Number.isNaN(fecha.getTime()) ? null : fecha;
}

const opcional = <T extends z.ZodType>(t: T) => t.nullable().optional().catch(null);

const jugador = z
  .object({
    uniqueId: z.string().min(1).max(200),
    name: z.string().min(1).max(100),
    motto: opcional(z.string().max(1000)),
    online: opcional(z.boolean()),
    lastAccessTime: z.unknown().optional(),
    profileVisible: opcional(z.boolean()),
  })
  .transform((j): JugadorLeido => ({
    uniqueId: j.uniqueId,
    name: j.name,
    motto: j.motto ?? null,
    online: j.online ?? null,
    lastAccessTime: fechaHabbo(j.lastAccessTime),
    profileVisible: j.profileVisible ?? null,
  }));

const grupo = z.object({ id: z.string().min(1).max(200), name: z.string().max(200).catch('') });

const perfil = z.object({
  user: jugador,
  // A private profile gives no groups: unknown, not "in no group".
  groups: z.array(z.unknown()).optional().catch(undefined),
});

const miembro = z.object({ uniqueId: z.string().min(1).max(200) });

/** Pages of a group's members read at most (a huge group is not read whole). */
const MAX_PAGINAS = 200;
/** Tries of one request before giving up. */
const INTENTOS = 3;

type Respuesta = { estado: 'ok'; cuerpo: unknown } | { estado: 'no_encontrado' };

/** The client of Habbo's public API with its pace; one per process. */
export class ClienteHabbo {
  private readonly intervalo: number;
  private cola: Promise<void> = Promise.resolve();
  private siguiente = 0;

  constructor(
    private readonly config: Pick<Config, 'HABBO_URL' | 'HABBO_TIMEOUT_MS' | 'HABBO_RPS'>,
  ) {
    this.intervalo = 1000 / config.HABBO_RPS;
  }

  /** Waits until this process may send its next request: one every 1/HABBO_RPS s. */
  private turno(): Promise<void> {
    const mio = this.cola.then(async () => {
      const falta = this.siguiente - Date.now();
      if (falta > 0) await esperar(falta);
      this.siguiente = Date.now() + this.intervalo;
    });
    this.cola = mio;
    return mio;
  }

  /** After a refusal every later request waits longer: `ms` from now. */
  private frenar(ms: number) {
    this.siguiente = Math.max(this.siguiente, Date.now() + ms);
  }

  private async pedir(ruta: string): Promise<Respuesta> {
    let motivo = '';
    for (let intento = 0; intento < INTENTOS; intento++) {
      if (intento > 0) this.frenar(this.intervalo * 2 ** (intento + 1));
      await this.turno();
      const r = await this.unaVez(ruta);
      if (r.estado !== 'fallo') return r;
      motivo = r.motivo;
    }
    throw new HabboNoResponde(motivo);
  }

  private async unaVez(ruta: string): Promise<Respuesta | { estado: 'fallo'; motivo: string }> {
    let res: Response;
    try {
      res = await fetch(`${this.config.HABBO_URL}${ruta}`, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.HABBO_TIMEOUT_MS),
      });
    } catch {
      return { estado: 'fallo', motivo: 'sin conexión o sin respuesta a tiempo' };
    }
    const json = (res.headers.get('content-type') ?? '').includes('json');
    let cuerpo: unknown;
    try {
      cuerpo = json ? await res.json() : (await res.body?.cancel(), undefined);
    } catch {
      return { estado: 'fallo', motivo: `respuesta ilegible (HTTP ${res.status})` };
    }
    if (res.status === 404 && json) return { estado: 'no_encontrado' };
    if (!res.ok || !json) return { estado: 'fallo', motivo: `HTTP ${res.status}` };
    return { estado: 'ok', cuerpo };
  }

  private async leer<T>(ruta: string, esquema: z.ZodType<T>): Promise<T | null> {
    const r = await this.pedir(ruta);
    if (r.estado === 'no_encontrado') return null;
    const leido = esquema.safeParse(r.cuerpo);
    if (!leido.success) throw new HabboNoResponde('respuesta con otra forma');
    return leido.data;
  }

  /** The player of that name, or null when Habbo has none. */
  jugadorPorNombre(nombre: string): Promise<JugadorLeido | null> {
    return this.leer(`/api/public/users?name=${encodeURIComponent(nombre)}`, jugador);
  }

  /** The player with that permanent id, or null. */
  jugadorPorId(uniqueId: string): Promise<JugadorLeido | null> {
    return this.leer(`/api/public/users/${encodeURIComponent(uniqueId)}`, jugador);
  }

  /** A player's profile, or null (missing, banned, or a profile Habbo hides). */
  async perfil(uniqueId: string): Promise<PerfilLeido | null> {
    const p = await this.leer(`/api/public/users/${encodeURIComponent(uniqueId)}/profile`, perfil);
    if (!p) return null;
    const groups =
      p.groups === undefined
        ? null
        : p.groups.flatMap((g) => {
            const leido = grupo.safeParse(g);
            return leido.success ? [leido.data] : [];
          });
    return { user: p.user, groups };
  }

  /**
   * The `uniqueId`s of a group's members, page after page until an empty one; null when
   * Habbo has no such group.
   */
  async miembrosDeGrupo(grupoId: string): Promise<Set<string> | null> {
    const miembros = new Set<string>();
    for (let pagina = 1; pagina <= MAX_PAGINAS; pagina++) {
      const lista = await this.leer(
        `/api/public/groups/${encodeURIComponent(grupoId)}/members?pageIndex=${pagina}`,
        z.array(z.unknown()),
      );
      if (lista === null) return pagina === 1 ? null : miembros;
      if (lista.length === 0) break;
      const antes = miembros.size;
      for (const m of lista) {
        const leido = miembro.safeParse(m);
        if (leido.success) miembros.add(leido.data.uniqueId);
      }
      // A Habbo that ignores pageIndex answers the same page again: stop there.
      if (miembros.size === antes) break;
    }
    return miembros;
  }
}
