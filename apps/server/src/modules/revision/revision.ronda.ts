import type { Ajustes } from '@mchabbo/shared/ajustes/contratos';
import { lemaDeMision } from '@mchabbo/shared/ascensos/reglas';
import { marcasDe } from '@mchabbo/shared/revision/reglas';
import { ahora, type Ctx } from '../../lib/context';
import { HabboNoResponde, type ClienteHabbo, type JugadorLeido } from '../../lib/habbo-cliente';
import { leerAjustes } from '../ajustes/ajustes.service';
import * as repo from './revision.repository';

/** What a round did; `ocupada` when another round runs, `reciente` when one started too lately. */
export type ResultadoRonda =
  | { estado: 'ocupada' | 'reciente' }
  | { estado: 'hecha'; revisados: number; marcados: number; completa: boolean };

/** The expected motto of a post (docs/reglas.md, Settings 15.12). */
export function misionEsperada(
  ctx: Pick<Ctx, 'config'>,
  ajustes: Pick<Ajustes, 'formato_mision'>,
  puesto: { rango: string | null; mision: string | null },
): string {
  return lemaDeMision(ajustes.formato_mision, { app: ctx.config.APP_NAME, ...puesto });
}

/** One person as Habbo shows them now (the client paces and retries). */
async function leerPersona(
  cliente: ClienteHabbo,
  persona: repo.PersonaRevisada,
  contexto: { miembros: Set<string> | null; rivales: Set<string> },
): Promise<Omit<repo.Lectura, 'revisadoEn'>> {
  const sinVerificar = persona.habboUniqueId === null;
  let jugador: JugadorLeido | null;
  let grupos: { id: string; name: string }[] | null = null;
  let perfilOculto = false;
  if (persona.habboUniqueId !== null) {
    const perfil = await cliente.perfil(persona.habboUniqueId);
    if (perfil) {
      jugador = perfil.user;
      grupos = perfil.groups;
    } else {
      // A 404 profile is a hidden profile or a missing player: the player route tells.
      jugador = await cliente.jugadorPorId(persona.habboUniqueId);
      perfilOculto = jugador !== null;
    }
  } else {
    jugador = await cliente.jugadorPorNombre(persona.username);
    if (jugador && contexto.rivales.size > 0 && jugador.profileVisible !== false) {
      const perfil = await cliente.perfil(jugador.uniqueId);
      grupos = perfil?.groups ?? null;
      perfilOculto = perfil === null;
    }
  }
  if (!jugador) {
    return {
      mision: null,
      enLinea: null,
      ultimoAcceso: null,
      perfilVisible: null,
      enGrupo: null,
      gruposRivales: null,
      noEncontrado: true,
      sinVerificar,
    };
  }
  const perfilVisible = perfilOculto ? false : jugador.profileVisible;
  return {
    mision: jugador.motto,
    enLinea: jugador.online,
    ultimoAcceso: jugador.lastAccessTime,
    perfilVisible,
    enGrupo: contexto.miembros ? contexto.miembros.has(jugador.uniqueId) : null,
    // Groups of a hidden profile are unknown, never "none".
    gruposRivales:
      grupos === null || perfilVisible === false
        ? null
        : grupos
            .filter((g) => contexto.rivales.has(g.id.toLowerCase()))
            .map((g) => ({ id: g.id, nombre: g.name })),
    noEncontrado: false,
    sinVerificar,
  };
}

/**
 * One round of the roster check (docs/reglas.md, Habbo roster 35.2): claims the round
 * (one process at a time), reads the group's members once, then every staff member, each
 * stored as read; when Habbo cannot answer the round stops there and the rows not read
 * keep their last reading. `desde`: claim only when no round started after it (a manual
 * round passes a minute ago; the scheduled one `revision_horas` ago).
 */
export async function ejecutarRonda(
  ctx: Ctx,
  cliente: ClienteHabbo,
  desde: (ajustes: Ajustes, ahora: Date) => Date | null,
): Promise<ResultadoRonda> {
  const ajustes = await leerAjustes(ctx.db);
  const personas = await repo.personal(ctx.db);
  const plazo = () => new Date(ahora(ctx).getTime() + 6 * ctx.config.HABBO_TIMEOUT_MS + 60_000);
  const inicio = ahora(ctx);
  const limite = desde(ajustes, inicio);
  const reclamada = await repo.reclamarRonda(ctx.db, {
    ahora: inicio,
    hasta: plazo(),
    total: personas.length,
    desde: limite,
  });
  if (!reclamada) {
    const e = await repo.estado(ctx.db);
    return { estado: e.enCursoHasta && e.enCursoHasta > inicio ? 'ocupada' : 'reciente' };
  }
  let revisados = 0;
  let marcados = 0;
  let completa = false;
  try {
    const miembros = ajustes.habbo_grupo
      ? await cliente.miembrosDeGrupo(ajustes.habbo_grupo)
      : null;
    const rivales = new Set(ajustes.habbo_grupos_rivales.map((g) => g.toLowerCase()));
    for (const persona of personas) {
      const lectura = {
        ...(await leerPersona(cliente, persona, { miembros, rivales })),
        revisadoEn: ahora(ctx),
      };
      revisados++;
      await repo.guardarLectura(ctx.db, persona.id, lectura, { revisados, hasta: plazo() });
      const marcas = marcasDe(
        {
          mision_esperada: misionEsperada(ctx, ajustes, persona),
          mision_habbo: lectura.mision ?? null,
          en_linea: lectura.enLinea ?? null,
          ultimo_acceso: lectura.ultimoAcceso ?? null,
          perfil_visible: lectura.perfilVisible ?? null,
          en_grupo: lectura.enGrupo ?? null,
          grupos_rivales: lectura.gruposRivales ?? null,
          no_encontrado: lectura.noEncontrado ?? false,
          sin_verificar: lectura.sinVerificar ?? false,
          revisado: true,
        },
        ajustes,
        ahora(ctx),
      );
      if (marcas.length > 0) marcados++;
    }
    completa = true;
  } catch (err) {
    if (!(err instanceof HabboNoResponde)) throw err;
  } finally {
    await repo.terminarRonda(ctx.db, { completa, ahora: ahora(ctx) });
  }
  return { estado: 'hecha', revisados, marcados, completa };
}
