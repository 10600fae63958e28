import * as z from 'zod';
import { FORMATO_MISION_POR_DEFECTO, MARCAS_FORMATO_MISION } from '../ascensos/reglas';
import { RANGOS } from '../misiones/catalogo';

/** Owner settings with their defaults (docs/reglas.md, Settings). */
export const AJUSTES_POR_DEFECTO = {
  porcentaje_dueno: 10,
  zona_horaria: 'Europe/Madrid',
  max_turno_horas: 6,
  advertencias_max: 3,
  dias_inactividad: 7,
  verificar_habbo: false,
  deshacer_segundos: 60,
  peticion_minutos: 30,
  ascenso_min_dias: {} as Record<string, number>,
  formato_mision: FORMATO_MISION_POR_DEFECTO,
  discord_eventos: [] as EventoDiscord[],
  entrevista_sala: '',
  entrevista_contacto: '',
  habbo_grupo: '',
  habbo_grupos_rivales: [] as string[],
  ausencia_aviso_dias: 7,
  ausencia_despido_dias: 20,
  revision_horas: 6,
};

/** What the owner may have announced on Discord (docs/reglas.md, Discord 31.2). */
export const EVENTOS_DISCORD = [
  'trabajador_semana',
  'resumen_paga',
  'ascensos',
  'despidos',
  'aperturas',
] as const;
/** One kind of Discord announcement. */
export type EventoDiscord = (typeof EVENTOS_DISCORD)[number];

/** How Configuración names each Discord announcement. */
export const NOMBRES_EVENTOS_DISCORD: Record<EventoDiscord, string> = {
  trabajador_semana: 'Trabajador de la semana (los lunes)',
  resumen_paga: 'Resumen de paga de la semana (los lunes)',
  ascensos: 'Ascensos aprobados',
  despidos: 'Despidos',
  aperturas: 'Aperturas (30 minutos antes)',
};

/** A Habbo group's id as its public API spells it: `g-hhes-0a1b2c3d4e5f`. */
const ID_GRUPO = /^g-[a-z0-9]+-[0-9a-f]{1,64}$/i;
const idGrupo = z
  .string({ error: 'El grupo de Habbo debe ser un texto.' })
  .trim()
  .max(80, 'El id del grupo de Habbo no es válido (por ejemplo, g-hhes-0a1b2c3d4e5f).')
  .refine(
    (v) => ID_GRUPO.test(v),
    'El id del grupo de Habbo no es válido (por ejemplo, g-hhes-0a1b2c3d4e5f).',
  );

const NOMBRES_RANGOS = new Set(RANGOS.map((r) => r.nombre));
const MARCA = /\{[^{}]*\}/g;

// Zones already found valid: the settings are validated on every read, and building an
// Intl.DateTimeFormat each time costs more than the rest of the check.
const zonasValidas = new Set<string>();

/** Whether a text names a time zone this runtime knows (IANA, e.g. Europe/Madrid). */
export function esZonaHoraria(valor: string): boolean {
  if (zonasValidas.has(valor)) return true;
  try {
    new Intl.DateTimeFormat('es', { timeZone: valor });
    if (valor.length === 0) return false;
    zonasValidas.add(valor);
    return true;
  } catch {
    return false;
  }
}

/** The settings as stored and shown. */
export const ajustes = z.object({
  porcentaje_dueno: z
    .number({ error: 'El porcentaje del dueño debe ser un número.' })
    .int('El porcentaje del dueño debe ser un número entero.')
    .min(0, 'El porcentaje del dueño debe estar entre 0 y 100.')
    .max(100, 'El porcentaje del dueño debe estar entre 0 y 100.'),
  zona_horaria: z
    .string({ error: 'La zona horaria es obligatoria.' })
    .trim()
    .max(64, 'La zona horaria no es válida.')
    .refine(esZonaHoraria, 'La zona horaria no es válida (por ejemplo, Europe/Madrid).'),
  max_turno_horas: z
    .number({ error: 'El turno máximo debe ser un número de horas.' })
    .int('El turno máximo debe ser un número entero de horas.')
    .min(1, 'El turno máximo debe estar entre 1 y 24 horas.')
    .max(24, 'El turno máximo debe estar entre 1 y 24 horas.'),
  advertencias_max: z
    .number({ error: 'Las advertencias para despido deben ser un número.' })
    .int('Las advertencias para despido deben ser un número entero.')
    .min(1, 'Las advertencias para despido deben estar entre 1 y 20.')
    .max(20, 'Las advertencias para despido deben estar entre 1 y 20.'),
  dias_inactividad: z
    .number({ error: 'Los días de inactividad deben ser un número.' })
    .int('Los días de inactividad deben ser un número entero.')
    .min(1, 'Los días de inactividad deben estar entre 1 y 90.')
    .max(90, 'Los días de inactividad deben estar entre 1 y 90.'),
  /** Registration needs a code in the Habbo motto (docs/reglas.md, Habbo identity). */
  verificar_habbo: z.boolean({ error: 'verificar_habbo debe ser verdadero o falso.' }),
  /** How long a confirmation may be undone (docs/reglas.md, Settings 15.9). */
  deshacer_segundos: z
    .number({ error: 'El tiempo para deshacer debe ser un número de segundos.' })
    .int('El tiempo para deshacer debe ser un número entero de segundos.')
    .min(10, 'El tiempo para deshacer debe estar entre 10 y 600 segundos.')
    .max(600, 'El tiempo para deshacer debe estar entre 10 y 600 segundos.'),
  /** How long a request to be timed waits before it expires (docs/reglas.md, Settings 15.10). */
  peticion_minutos: z
    .number({ error: 'La espera de una petición debe ser un número de minutos.' })
    .int('La espera de una petición debe ser un número entero de minutos.')
    .min(5, 'La espera de una petición debe estar entre 5 y 240 minutos.')
    .max(240, 'La espera de una petición debe estar entre 5 y 240 minutos.'),
  /** Days in the current rank before a promotion, per rank name (docs/reglas.md, Settings 15.11). */
  ascenso_min_dias: z
    .record(
      z.string().refine((r) => NOMBRES_RANGOS.has(r), 'Ese rango no existe.'),
      z
        .number({ error: 'Los días mínimos deben ser un número.' })
        .int('Los días mínimos deben ser un número entero.')
        .min(0, 'Los días mínimos deben estar entre 0 y 365.')
        .max(365, 'Los días mínimos deben estar entre 0 y 365.'),
      { error: 'Los días mínimos por rango no son válidos.' },
    )
    .refine((v) => Object.keys(v).length <= NOMBRES_RANGOS.size, 'Demasiados rangos.'),
  /** The Habbo motto of a post (docs/reglas.md, Settings 15.12). */
  formato_mision: z
    .string({ error: 'El formato de la misión es obligatorio.' })
    .trim()
    .min(1, 'El formato de la misión es obligatorio.')
    .max(60, 'El formato de la misión no puede tener más de 60 caracteres.')
    .refine(
      (v) =>
        (v.match(MARCA) ?? []).every((m) =>
          (MARCAS_FORMATO_MISION as readonly string[]).includes(m),
        ),
      'El formato solo admite {app}, {rango} y {mision}.',
    ),
  /** What is announced on Discord (docs/reglas.md, Settings 15.13). */
  discord_eventos: z
    .array(z.enum(EVENTOS_DISCORD, { error: 'Ese aviso de Discord no existe.' }), {
      error: 'Los avisos de Discord deben ser una lista.',
    })
    .max(EVENTOS_DISCORD.length, 'Los avisos de Discord no son válidos.')
    .refine((v) => new Set(v).size === v.length, 'Los avisos de Discord se repiten.'),
  /** Where a guest asks for the interview in the hotel (docs/reglas.md, Settings 15.14). */
  entrevista_sala: z
    .string({ error: 'La sala de entrevistas debe ser un texto.' })
    .trim()
    .max(60, 'La sala de entrevistas no puede tener más de 60 caracteres.'),
  /** Whom a guest asks for there (docs/reglas.md, Settings 15.14). */
  entrevista_contacto: z
    .string({ error: 'El contacto de la entrevista debe ser un texto.' })
    .trim()
    .max(60, 'El contacto de la entrevista no puede tener más de 60 caracteres.'),
  /** The community's Habbo group, or empty (docs/reglas.md, Habbo roster 35.1). */
  habbo_grupo: z.union([z.literal(''), idGrupo]),
  /** Rival Habbo groups, at most 20 (docs/reglas.md, Habbo roster 35.1). */
  habbo_grupos_rivales: z
    .array(idGrupo, { error: 'Los grupos rivales deben ser una lista.' })
    .max(20, 'Como mucho 20 grupos rivales.')
    .refine(
      (v) => new Set(v.map((g) => g.toLowerCase())).size === v.length,
      'Los grupos rivales se repiten.',
    ),
  /** Days without entering Habbo before the roster check warns (docs/reglas.md, Habbo roster 35.1). */
  ausencia_aviso_dias: z
    .number({ error: 'Los días para avisar de una ausencia deben ser un número.' })
    .int('Los días para avisar de una ausencia deben ser un número entero.')
    .min(1, 'Los días para avisar de una ausencia deben estar entre 1 y 365.')
    .max(365, 'Los días para avisar de una ausencia deben estar entre 1 y 365.'),
  /** Days without entering Habbo before the check proposes a dismissal (Habbo roster 35.1). */
  ausencia_despido_dias: z
    .number({ error: 'Los días para proponer un despido deben ser un número.' })
    .int('Los días para proponer un despido deben ser un número entero.')
    .min(1, 'Los días para proponer un despido deben estar entre 1 y 365.')
    .max(365, 'Los días para proponer un despido deben estar entre 1 y 365.'),
  /** Hours between roster checks; 0 turns them off (docs/reglas.md, Habbo roster 35.2). */
  revision_horas: z
    .number({ error: 'Las horas entre revisiones deben ser un número.' })
    .int('Las horas entre revisiones deben ser un número entero.')
    .min(0, 'Las horas entre revisiones deben estar entre 0 y 168.')
    .max(168, 'Las horas entre revisiones deben estar entre 0 y 168.'),
});
export type Ajustes = z.infer<typeof ajustes>;

/** The Discord webhook as PATCH /ajustes takes it: an address, or empty to remove it. */
const webhookDiscord = z
  .string({ error: 'El webhook de Discord debe ser una dirección.' })
  .trim()
  .max(500, 'El webhook de Discord no es válido.');

/** PATCH /ajustes: any subset of the settings, and the Discord webhook (docs/reglas.md, Discord 31.1). */
export const ajustesBody = ajustes
  .extend({ discord_webhook: webhookDiscord })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'No hay cambios que guardar.');
/** What PATCH /ajustes takes. */
export type AjustesBody = z.input<typeof ajustesBody>;

/** The Discord card of Configuración: the webhook to store (empty keeps the stored one) and the events. */
export const ajustesDiscordFormulario = z.strictObject({
  discord_webhook: z
    .string()
    .trim()
    .max(500, 'El webhook de Discord no es válido.')
    .refine((v) => v === '' || v.startsWith('https://'), 'El webhook debe empezar por https://.'),
  discord_eventos: ajustes.shape.discord_eventos,
});

/** GET /ajustes: the settings, and the stored webhook shown only by its last 4 characters. */
export const ajustesResponse = ajustes.extend({
  discord_webhook_final: z.string().nullable(),
});
/** What GET /ajustes answers. */
export type AjustesVista = z.infer<typeof ajustesResponse>;

/**
 * POST /ajustes/discord/prueba: whether Discord took the test message, and in words what
 * happened (docs/reglas.md, Discord 31.5).
 */
export const pruebaDiscordResponse = z.object({ enviado: z.boolean(), message: z.string() });

/** The texts of a Discord test (docs/reglas.md, Discord 31.5). */
export const MENSAJES_PRUEBA_DISCORD = {
  sinWebhook: 'Guarda primero un webhook de Discord.',
  noPermitido:
    'El webhook guardado ya no está permitido en este servidor (DISCORD_HOSTS): guarda otro.',
  enviado: 'Discord recibió el mensaje de prueba: míralo en el canal.',
  desconocido: (estado: number) =>
    `Discord no reconoce este webhook (HTTP ${estado}): cópialo otra vez desde los ajustes del canal y guárdalo.`,
  limite: 'Discord pide esperar antes de enviar más mensajes (HTTP 429): prueba en unos minutos.',
  fallo: (estado: number) =>
    `Discord no pudo recibirlo (HTTP ${estado}): suele ser pasajero, prueba en unos minutos.`,
  rechazado: (estado: number) => `Discord rechazó el mensaje (HTTP ${estado}).`,
  sinRespuesta: 'Discord no respondió en 5 segundos: prueba en unos minutos.',
  sinConexion: 'No se pudo conectar con Discord desde el servidor.',
  contenido: (app: string) =>
    `Mensaje de prueba de ${app}: los avisos de Discord llegan a este canal.`,
} as const;

/** PATCH /ajustes: the stored settings, as GET answers them, with the confirmation. */
export const ajustesGuardados = ajustesResponse.extend({ message: z.string() });

/** The owner's share of a sale: `porcentaje` % of the cost, rounded to whole credits. */
export function gananciaDueno(costo: number, porcentaje: number): number {
  return Math.round((costo * porcentaje) / 100);
}
