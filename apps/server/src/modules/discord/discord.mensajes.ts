import { formatearDuracion } from '@mchabbo/shared/comun/duracion';
import { fechaCorta } from '@mchabbo/shared/comun/fechas';

/** The Sunday (`YYYY-MM-DD`) of the pay week starting on `semana`. */
const domingo = (semana: string) =>
  new Date(Date.parse(`${semana}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

/**
 * A name or text as Discord shows it literally: markdown signs escaped (a name may hold
 * `_` or `*`), so nothing in it formats the message. Mentions are off for every message
 * (`allowed_mentions`), so an `@everyone` in a name pings nobody.
 */
export function escaparMarkdown(texto: string): string {
  return texto.replace(/[\\*_~`|>#[\]()-]/g, (c) => `\\${c}`);
}

const miles = (n: number) => new Intl.NumberFormat('es-ES').format(n);

/** "Ascenso: X pasa de Cocinero a Sub chef. Aprobado por Y." */
export function mensajeAscenso(d: {
  persona: string;
  antes: string | null;
  despues: string;
  por: string;
}): string {
  const desde = d.antes ? ` pasa de ${escaparMarkdown(d.antes)} a ` : ' asciende a ';
  return `🎉 Ascenso: **${escaparMarkdown(d.persona)}**${desde}**${escaparMarkdown(d.despues)}**. Aprobado por ${escaparMarkdown(d.por)}.`;
}

/** "Despido: X (Cocinero) ya no forma parte del personal." (the reason stays in the panel). */
export function mensajeDespido(d: { persona: string; puesto: string | null; por: string }): string {
  const puesto = d.puesto ? ` (${escaparMarkdown(d.puesto)})` : '';
  return `Despido: **${escaparMarkdown(d.persona)}**${puesto} ya no forma parte del personal. Registrado por ${escaparMarkdown(d.por)}.`;
}

/** "Apertura a las 20:00 (en 30 minutos). Encargados: X, Y." */
export function mensajeApertura(d: {
  titulo: string | null;
  hora: string;
  encargados: string[];
}): string {
  const que = d.titulo ? `**${escaparMarkdown(d.titulo)}**` : 'Apertura';
  const quienes =
    d.encargados.length > 0
      ? `Encargados: ${d.encargados.map((e) => `**${escaparMarkdown(e)}**`).join(', ')}.`
      : 'Aún sin encargado.';
  return `🍔 ${que} a las ${d.hora} (en 30 minutos). ${quienes}`;
}

/** The worker of the week, posted on Monday. */
export function mensajeTrabajadorSemana(d: {
  semana: string;
  persona: string;
  rango: string | null;
  tiempo: string;
}): string {
  const rango = d.rango ? ` (${escaparMarkdown(d.rango)})` : '';
  return `🏆 Trabajador de la semana del ${fechaCorta(d.semana)} al ${fechaCorta(domingo(d.semana))}: **${escaparMarkdown(d.persona)}**${rango}, con ${d.tiempo} confirmadas.`;
}

/** The pay summary of a closed week, posted on Monday. */
export function mensajeResumenPaga(d: {
  semana: string;
  creditos: number;
  personas: number;
  turnos: number;
  segundos: number;
}): string {
  return `💰 Paga de la semana del ${fechaCorta(d.semana)} al ${fechaCorta(domingo(d.semana))}: ${miles(d.creditos)} créditos para ${d.personas} ${d.personas === 1 ? 'persona' : 'personas'} (${d.turnos} ${d.turnos === 1 ? 'turno' : 'turnos'}, ${formatearDuracion(d.segundos)} confirmadas).`;
}
