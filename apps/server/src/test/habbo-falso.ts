import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A player of the fake Habbo. */
export interface JugadorFalso {
  uniqueId: string;
  name: string;
  motto: string;
  figureString: string;
  /** Connected now; absent from the answers when `estadoOculto`. */
  online: boolean;
  /** Habbo's own format, `2026-12-05T19:41:02.000+0000`. */
  lastAccessTime: string;
  /** Hides `online` and `lastAccessTime` from every answer. */
  estadoOculto: boolean;
  /** False: the profile route answers 404 and the player says `profileVisible: false`. */
  profileVisible: boolean;
  /** Ids of the groups the player is in. */
  grupos: string[];
}

/**
 * How the fake answers every lookup: normally, or like a Habbo in trouble (too slow,
 * rate limited, forbidden for this host, failing, or showing its HTML maintenance page).
 */
export type ModoHabbo = 'normal' | 'lento' | '429' | '403' | '500' | 'html';

/** A local stand-in for Habbo's public API, for API and browser tests. */
export interface HabboFalso {
  /** Its address: the server under test gets it as HABBO_URL. */
  url: string;
  /** Adds or replaces a player (by `uniqueId`, made up when not given). */
  jugador(datos: Partial<JugadorFalso> & { name: string }): JugadorFalso;
  /** Sets a player's motto ("misión"), found by name whatever its case. */
  mision(nombre: string, motto: string): void;
  /** Connects or disconnects a player, found by name whatever its case. */
  conectar(nombre: string, online: boolean): void;
  /** Renames a player in Habbo; their `uniqueId` stays. */
  renombrar(nombre: string, nuevo: string): void;
  /** Changes how the fake answers from now on. */
  modo(modo: ModoHabbo): void;
  /** Answers normally `n` more lookups, then as `modo` (Habbo going down halfway). */
  modoTras(n: number, modo: ModoHabbo): void;
  /** Declares a group (its members are the players whose `grupos` hold its id). */
  grupo(id: string, name: string): void;
  /** Members per page of `/groups/{id}/members` (default 100). */
  porPagina(n: number): void;
  /** When each lookup arrived (ms, `performance.now()` of this process), oldest first. */
  instantes(): number[];
  /** The paths of the lookups, oldest first. */
  rutas(): string[];
  /** How many lookups it received. */
  llamadas(): number;
  cerrar(): Promise<void>;
}

let siguienteId = 1;

/** Starts the fake Habbo on a free local port. */
export async function iniciarHabboFalso(): Promise<HabboFalso> {
  const jugadores = new Map<string, JugadorFalso>();
  const grupos = new Map<string, string>();
  let modo: ModoHabbo = 'normal';
  let llamadas = 0;
  let porPagina = 100;
  let cambio: { tras: number; modo: ModoHabbo } | null = null;
  const instantes: number[] = [];
  const rutas: string[] = [];

  const publico = (j: JugadorFalso) => ({
    uniqueId: j.uniqueId,
    name: j.name,
    figureString: j.figureString,
    motto: j.motto,
    ...(j.estadoOculto ? {} : { online: j.online, lastAccessTime: j.lastAccessTime }),
    memberSince: '2012-05-01T10:00:00.000+0000',
    profileVisible: j.profileVisible,
    selectedBadges: [],
  });

  const porNombre = (nombre: string) =>
    [...jugadores.values()].find((j) => j.name.toLowerCase() === nombre.toLowerCase());

  const json = (res: ServerResponse, status: number, cuerpo: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(cuerpo));
  };

  const responder = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://habbo.falso');
    if (!url.pathname.startsWith('/api/public/')) return json(res, 404, { error: 'not-found' });
    llamadas++;
    instantes.push(performance.now());
    rutas.push(url.pathname + url.search);
    if (cambio && cambio.tras-- <= 0) {
      modo = cambio.modo;
      cambio = null;
    }
    // Never answers: the server under test must give up on its own timeout.
    if (modo === 'lento') return;
    if (modo === '429') return json(res, 429, { error: 'too-many-requests' });
    if (modo === '403') return json(res, 403, { error: 'forbidden' });
    if (modo === '500') return json(res, 500, { error: 'internal' });
    if (modo === 'html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><title>Habbo</title><h1>Estamos en mantenimiento</h1>');
    }
    const miembros = url.pathname.match(/^\/api\/public\/groups\/([^/]+)\/members$/)?.[1];
    if (miembros !== undefined) {
      const id = decodeURIComponent(miembros);
      if (!grupos.has(id)) return json(res, 404, { error: 'not-found' });
      const pagina = Math.max(1, Number(url.searchParams.get('pageIndex') ?? '1') || 1);
      const todos = [...jugadores.values()].filter((j) => j.grupos.includes(id));
      return json(
        res,
        200,
        todos.slice((pagina - 1) * porPagina, pagina * porPagina).map((j) => ({
          uniqueId: j.uniqueId,
          name: j.name,
          motto: j.motto,
          gender: 'm',
          habboFigure: j.figureString,
          memberSince: '2012-05-01T10:00:00.000+0000',
          isAdmin: false,
        })),
      );
    }
    const perfil = url.pathname.match(/^\/api\/public\/users\/([^/]+)\/profile$/)?.[1];
    if (perfil !== undefined) {
      const j = jugadores.get(decodeURIComponent(perfil));
      if (!j || !j.profileVisible) return json(res, 404, { error: 'not-found' });
      return json(res, 200, {
        user: publico(j),
        groups: j.grupos.map((g) => ({
          id: g,
          name: grupos.get(g) ?? g,
          description: '',
          type: 'NORMAL',
          roomId: 'r-hhes-0',
          badgeCode: 'b0',
          isAdmin: false,
          online: false,
        })),
        badges: [],
        friends: [],
        rooms: [],
      });
    }
    const id = url.pathname.match(/^\/api\/public\/users\/([^/]+)$/)?.[1];
    if (id === undefined && url.pathname !== '/api/public/users')
      return json(res, 404, { error: 'not-found' });
    const j =
      id !== undefined
        ? jugadores.get(decodeURIComponent(id))
        : porNombre(url.searchParams.get('name') ?? '');
    if (!j) return json(res, 404, { error: 'not-found' });
    return json(res, 200, publico(j));
  };

  const servidor = createServer(responder);
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;

  const buscar = (nombre: string) => {
    const j = porNombre(nombre);
    if (!j) throw new Error(`el Habbo falso no tiene a ${nombre}`);
    return j;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    jugador(datos) {
      const j: JugadorFalso = {
        uniqueId: datos.uniqueId ?? `hhes-${(siguienteId++).toString(16).padStart(32, '0')}`,
        motto: datos.motto ?? '',
        figureString: datos.figureString ?? 'hr-115-42.hd-195-19.ch-3030-82.lg-275-1408',
        name: datos.name,
        online: datos.online ?? false,
        lastAccessTime: datos.lastAccessTime ?? new Date().toISOString().replace('Z', '+0000'),
        estadoOculto: datos.estadoOculto ?? false,
        profileVisible: datos.profileVisible ?? true,
        grupos: datos.grupos ?? [],
      };
      jugadores.set(j.uniqueId, j);
      return j;
    },
    mision(nombre, motto) {
      buscar(nombre).motto = motto;
    },
    conectar(nombre, online) {
      buscar(nombre).online = online;
    },
    renombrar(nombre, nuevo) {
      buscar(nombre).name = nuevo;
    },
    modo(m) {
      modo = m;
    },
    modoTras(n, m) {
      cambio = { tras: n, modo: m };
    },
    grupo(id, name) {
      grupos.set(id, name);
    },
    porPagina(n) {
      porPagina = n;
    },
    instantes: () => [...instantes],
    rutas: () => [...rutas],
    llamadas: () => llamadas,
    async cerrar() {
      servidor.closeAllConnections();
      await new Promise<void>((resolve) => servidor.close(() => resolve()));
    },
  };
}
