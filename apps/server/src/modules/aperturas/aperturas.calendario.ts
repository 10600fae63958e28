import {
  aperturasRegulares,
  HORARIO_POR_DEFECTO,
  instanteLocal,
  sumarDias,
  type Horario,
} from '@mchabbo/shared/aperturas/horario';
import { diaLocal } from '@mchabbo/shared/paga/reglas';
import type { Tx } from '../../db/client';
import { leerAjustes } from '../ajustes/ajustes.service';
import * as repo from './aperturas.repository';

const HORA_MS = 3_600_000;

/** A concrete opening as the module works with it (docs/reglas.md, Openings). */
export interface AperturaDelDia {
  /** The calendar day it starts on, in the community's zone. */
  fecha: string;
  inicio: Date;
  fin: Date;
  titulo: string | null;
  nota: string | null;
  encargadosMinimos: number;
  cerrado: boolean;
  motivo: string | null;
  especialId: number | null;
  encargados: { id: number; username: string }[];
}

/** The schedule in force (the saved one, or the default) and the community's zone. */
export async function horarioVigente(db: Tx): Promise<Horario & { zona: string }> {
  const [guardado, { zona_horaria }] = await Promise.all([repo.leerHorario(db), leerAjustes(db)]);
  return { ...(guardado ?? HORARIO_POR_DEFECTO), zona: zona_horaria };
}

/**
 * The openings starting on the calendar days `desde` to `hasta` (the community's zone),
 * in order: the week's regular ones (those of a closed day marked closed), the one-off
 * ones (a one-off at a regular opening's start takes its place) and who signed up.
 */
export async function aperturasEntre(db: Tx, desde: string, hasta: string) {
  const { semana, zona } = await horarioVigente(db);
  const inicioRango = instanteLocal(desde, '00:00', zona);
  const finRango = instanteLocal(sumarDias(hasta, 1), '00:00', zona);
  const [especiales, apuntados] = await Promise.all([
    repo.especiales(db, inicioRango, finRango, desde, hasta),
    repo.encargados(db, inicioRango, finRango),
  ]);
  const cerrados = new Map(especiales.filter((e) => e.cerrado).map((e) => [e.fecha, e]));
  const unicas = especiales.filter((e) => !e.cerrado && e.inicio);
  const ocupados = new Set(unicas.map((e) => e.inicio?.getTime()));
  const lista: AperturaDelDia[] = [];
  for (const a of aperturasRegulares(semana, zona, desde, hasta)) {
    if (ocupados.has(a.inicio.getTime())) continue;
    const cierre = cerrados.get(a.fecha);
    lista.push({
      fecha: a.fecha,
      inicio: a.inicio,
      fin: a.fin,
      titulo: null,
      nota: a.nota,
      encargadosMinimos: a.encargados_minimos,
      cerrado: cierre !== undefined,
      motivo: cierre?.motivo ?? null,
      especialId: cierre?.id ?? null,
      encargados: [],
    });
  }
  for (const e of unicas) {
    const inicio = e.inicio as Date;
    lista.push({
      fecha: diaLocal(inicio, zona),
      inicio,
      fin: new Date(inicio.getTime() + (e.duracionHoras ?? 1) * HORA_MS),
      titulo: e.titulo,
      nota: null,
      encargadosMinimos: e.encargadosMinimos,
      cerrado: false,
      motivo: null,
      especialId: e.id,
      encargados: [],
    });
  }
  const porInicio = new Map(lista.map((a) => [a.inicio.getTime(), a]));
  for (const p of apuntados) {
    porInicio.get(p.inicio.getTime())?.encargados.push({ id: p.usuarioId, username: p.username });
  }
  return lista.sort((a, b) => a.inicio.getTime() - b.inicio.getTime());
}

/** The opening that starts exactly at `inicio`, if any. */
export async function aperturaEn(db: Tx, inicio: Date): Promise<AperturaDelDia | undefined> {
  const { zona } = await horarioVigente(db);
  const dia = diaLocal(inicio, zona);
  const lista = await aperturasEntre(db, dia, dia);
  return lista.find((a) => a.inicio.getTime() === inicio.getTime());
}

/** The calendar days (community zone) an instant range touches, one day either side. */
export async function aperturasAlrededor(db: Tx, desde: Date, hasta: Date) {
  const { zona } = await horarioVigente(db);
  return aperturasEntre(
    db,
    sumarDias(diaLocal(desde, zona), -1),
    sumarDias(diaLocal(hasta, zona), 1),
  );
}
