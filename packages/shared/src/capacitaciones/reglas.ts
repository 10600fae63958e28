import { esStaff } from '../niveles/niveles';

/** Hours before a slot after which a booking can no longer be cancelled (docs/reglas.md, Trainings 33.4). */
export const HORAS_CANCELAR = 2;

/** How long after its start a slot still waits for its session to be recorded (Trainings 33.5). */
export const HORAS_REGISTRAR = 24;

/** Whether a person of `nivel` may teach a course taught up to `nivelInstructor` (staff only). */
export function puedeImpartir(nivel: number, nivelInstructor: number): boolean {
  return esStaff(nivel) && nivel <= nivelInstructor;
}

/** A question of an exam as stored: its options and the index of the right one. */
export interface PreguntaConRespuesta {
  opciones: readonly string[];
  correcta: number;
}

/**
 * Scores answers given as `{pregunta, opcion}` ids (a question's id is its position + 1,
 * an option's too): unanswered questions count as wrong; `falladas` lists their ids.
 */
export function puntuar(
  preguntas: readonly PreguntaConRespuesta[],
  respuestas: readonly { pregunta: number; opcion: number }[],
  aprobadoCon: number,
) {
  const elegida = new Map(respuestas.map((r) => [r.pregunta, r.opcion]));
  const falladas: number[] = [];
  preguntas.forEach((p, i) => {
    if (elegida.get(i + 1) !== p.correcta + 1) falladas.push(i + 1);
  });
  const total = preguntas.length;
  const aciertos = total - falladas.length;
  const porcentaje = total === 0 ? 0 : Math.round((aciertos * 100) / total);
  return { aciertos, total, porcentaje, aprobado: porcentaje >= aprobadoCon, falladas };
}

/** When the next exam attempt is allowed after one at `ultimo`, or null when it is now. */
export function proximoIntento(
  ultimo: Date | undefined,
  esperaMinutos: number,
  ahora: Date,
): Date | null {
  if (!ultimo) return null;
  const siguiente = new Date(ultimo.getTime() + esperaMinutos * 60_000);
  return siguiente > ahora ? siguiente : null;
}
