import { MENSAJES_REVISION, type RevisionVista } from '@mchabbo/shared/revision/contratos';
import { puedeActuarSobre } from '@mchabbo/shared/niveles/niveles';
import { diasDesde, marcasDe } from '@mchabbo/shared/revision/reglas';
import { textoAviso } from '@mchabbo/shared/revision/textos';
import type { Actor } from '../../lib/actor';
import { bloquearPersonas } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, DomainError, noEncontrado, prohibido } from '../../lib/errors';
import type { ClienteHabbo } from '../../lib/habbo-cliente';
import type { Tx } from '../../db/client';
import { leerAjustes } from '../ajustes/ajustes.service';
import * as presencia from './revision.presencia';
import * as repo from './revision.repository';
import { ejecutarRonda, misionEsperada } from './revision.ronda';

/** A manual round waits this long after the last one started (docs/reglas.md, Habbo roster 35.2). */
const ESPERA_MANUAL_MS = 60_000;

/** GET /revision/mia: the caller's own motto as the last round read it. */
export async function mia(ctx: Ctx, usuario: Actor) {
  const { filas } = await ver(ctx, usuario.id);
  const fila = filas[0];
  return {
    mision_esperada: fila?.mision_esperada ?? null,
    mision_habbo: fila?.mision_habbo ?? null,
    difiere: fila?.marcas.includes('mision') ?? false,
    revisado_en: fila?.revisado_en ?? null,
  };
}

/** GET /revision: every staff member (or one) with their last reading and flags, flagged first. */
export async function ver(ctx: Ctx, id?: number): Promise<RevisionVista> {
  return (await leer(ctx, id)).vista;
}

/**
 * GET /revision: as `ver`, and what it shows counts as looked at: each person's flags
 * are recorded as seen, so Pendientes stops listing them (docs/reglas.md, Habbo roster
 * 35.10).
 */
export async function verYMarcarVistas(ctx: Ctx): Promise<RevisionVista> {
  const { vista, nuevas } = await leer(ctx);
  await repo.guardarVistas(ctx.db, nuevas);
  return vista;
}

/**
 * Staff members flagged with something Revisión has not shown since (docs/reglas.md,
 * Habbo roster 35.10), flagged first as Revisión lists them: Pendientes' group `revision`.
 */
export async function sinVer(ctx: Ctx) {
  const { vista, nuevas } = await leer(ctx);
  const ids = new Set(nuevas.map((n) => n.id));
  return vista.filas
    .filter((f) => ids.has(f.usuario_id))
    .map((f) => ({ usuario: f.usuario, marcas: f.marcas }));
}

async function leer(
  ctx: Ctx,
  id?: number,
): Promise<{ vista: RevisionVista; nuevas: { id: number; marcas: string[] }[] }> {
  const [ajustes, estado, filas] = await Promise.all([
    leerAjustes(ctx.db),
    repo.estado(ctx.db),
    repo.personalConLectura(ctx.db, id),
  ]);
  const momento = ahora(ctx);
  const nuevas: { id: number; marcas: string[] }[] = [];
  const vista = filas.map((f) => {
    const l = f.lectura;
    const esperada = misionEsperada(ctx, ajustes, f);
    const marcas = marcasDe(
      {
        mision_esperada: esperada,
        mision_habbo: l?.mision ?? null,
        en_linea: l?.enLinea ?? null,
        ultimo_acceso: l?.ultimoAcceso ?? null,
        perfil_visible: l?.perfilVisible ?? null,
        en_grupo: l?.enGrupo ?? null,
        grupos_rivales: l?.gruposRivales ?? null,
        no_encontrado: l?.noEncontrado ?? false,
        sin_verificar: l?.sinVerificar ?? false,
        revisado: l !== null,
      },
      ajustes,
      momento,
    );
    if (l && marcas.some((m) => !(l.marcasVistas ?? []).includes(m)))
      nuevas.push({ id: f.id, marcas });
    return {
      usuario_id: f.id,
      usuario: f.username,
      rango: f.rango,
      mision_esperada: esperada,
      mision_habbo: l?.mision ?? null,
      en_linea: l?.enLinea ?? null,
      ultimo_acceso: l?.ultimoAcceso?.toISOString() ?? null,
      perfil_visible: l?.perfilVisible ?? null,
      en_grupo: l?.enGrupo ?? null,
      grupos_rivales: l?.gruposRivales ?? null,
      marcas,
      dias_sin_entrar: l?.ultimoAcceso ? diasDesde(l.ultimoAcceso, momento) : null,
      revisado_en: l?.revisadoEn.toISOString() ?? null,
    };
  });
  // Flagged people first; the order by name stays within each part.
  vista.sort((a, b) => Number(b.marcas.length > 0) - Number(a.marcas.length > 0));
  const enCurso = estado.enCursoHasta !== null && estado.enCursoHasta > momento;
  return {
    vista: {
      revisado_en: estado.ultimaCompleta?.toISOString() ?? null,
      habbo_disponible: estado.habboDisponible,
      ultimo_intento: estado.ultimoIntento?.toISOString() ?? null,
      en_curso: enCurso ? { revisados: estado.enCursoRevisados, total: estado.enCursoTotal } : null,
      filas: vista,
    },
    nuevas,
  };
}

/**
 * POST /revision: a round now (docs/reglas.md, Habbo roster 35.2): 429 when one started
 * in the last minute, 409 while another runs.
 */
export async function revisarAhora(ctx: Ctx, cliente: ClienteHabbo) {
  const r = await ejecutarRonda(
    ctx,
    cliente,
    (_a, momento) => new Date(momento.getTime() - ESPERA_MANUAL_MS),
  );
  if (r.estado !== 'hecha')
    throw r.estado === 'ocupada'
      ? new DomainError(409, MENSAJES_REVISION.enCurso)
      : new DomainError(429, MENSAJES_REVISION.reciente);
  return {
    revisados: r.revisados,
    marcados: r.marcados,
    habbo_disponible: r.completa,
    message: r.completa
      ? MENSAJES_REVISION.hecha(r.revisados, r.marcados)
      : MENSAJES_REVISION.sinHabbo(r.revisados),
  };
}

/**
 * The scheduled round: only when `revision_horas` have passed since the last one started
 * (in any process) or, when none ever ran, since this process started (`arranque`): a
 * fresh install reads Habbo for the first time `revision_horas` after its start, or on
 * "Revisar ahora" (docs/reglas.md, Habbo roster 35.2).
 */
export async function rondaProgramada(ctx: Ctx, cliente: ClienteHabbo, arranque: Date) {
  const ajustes = await leerAjustes(ctx.db);
  if (ajustes.revision_horas === 0) return null;
  const periodo = ajustes.revision_horas * 3_600_000;
  const momento = ahora(ctx);
  const { ultimoIntento } = await repo.estado(ctx.db);
  if (ultimoIntento === null && momento.getTime() - arranque.getTime() < periodo) return null;
  return ejecutarRonda(ctx, cliente, (_a, m) => new Date(m.getTime() - periodo));
}

/**
 * POST /revision/{id}/aviso: tells a flagged staff member what to put right (docs/reglas.md,
 * Habbo roster 35.4), as a notification; only over a lower rank (Acting on others).
 */
export async function avisar(ctx: Ctx, usuario: Actor, id: number) {
  const fila = (await ver(ctx, id)).filas[0];
  if (!fila) throw noEncontrado(MENSAJES_REVISION.noStaff);
  const texto = textoAviso(fila.marcas, fila);
  if (texto === null) throw conflicto(MENSAJES_REVISION.sinMarcas);
  await ctx.db.transaction(async (tx) => {
    const { personas } = await bloquearPersonas(tx, usuario, [id]);
    const persona = personas.get(id);
    if (!persona || !puedeActuarSobre(usuario, persona)) throw prohibido();
    await ctx.eventos.emitir(tx, 'revision.avisada', {
      actorId: usuario.id,
      usuarioId: id,
      instante: ahora(ctx),
      antes: null,
      despues: { usuario: persona.username, texto },
      personas,
      texto,
    });
  });
  return { message: MENSAJES_REVISION.avisado(fila.usuario) };
}

/**
 * Whether each worker is in the hotel now, as the presence read last said (docs/reglas.md,
 * Habbo roster 35.9): true, false or null (unknown). A database read, never Habbo.
 */
export function enHotel(ctx: Pick<Ctx, 'db' | 'reloj'>, ids: number[], db?: Tx) {
  return presencia.enHotel(ctx, ids, db);
}
