import * as z from 'zod';
import { sinCapacitacion } from '../capacitaciones/contratos';
import { claveNueva, nombreNuevo } from '../cuenta/contratos';
import { USOS_SELECTOR } from './personas';

/** An account as the administration lists it (GET /user/all). */
export const usuarioListado = z.object({
  id: z.number().int(),
  username: z.string(),
  rango: z.string().nullable(),
  mision: z.string().nullable(),
  nivel: z.number().int(),
  fecha_registro: z.string(),
  ultima_vez: z.string().nullable(),
  habbo_avatar_url: z.string().nullable(),
  /** Whether the account proved its Habbo identity (docs/reglas.md, Habbo identity). */
  habbo_verificado: z.boolean(),
});
export type UsuarioListado = z.infer<typeof usuarioListado>;

/** GET /user/all */
export const usuariosResponse = z.array(usuarioListado);

/** GET /user/usernames: names of the accounts the caller may act on. */
export const usernamesResponse = z.array(z.string());

const idEntero = (mensaje: string) =>
  z.number({ error: mensaje }).int(mensaje).positive(mensaje).max(2_147_483_647, mensaje);

/** PATCH /user/{id}/role: the owner sets a level directly. */
export const rolBody = z.strictObject({
  role: z
    .number({ error: 'El nivel debe ser un número del 1 al 7.' })
    .int('El nivel debe ser un número del 1 al 7.')
    .min(1, 'El nivel debe ser un número del 1 al 7.')
    .max(7, 'El nivel debe ser un número del 1 al 7.'),
});

/** PATCH /user/{id}/rango */
export const rangoBody = z.strictObject({
  rangoId: idEntero('Selecciona un rango válido.'),
  sin_capacitacion: sinCapacitacion,
});

/** PATCH /user/{id}/mision */
export const misionBody = z.strictObject({
  misionId: idEntero('Selecciona una misión válida.'),
  sin_capacitacion: sinCapacitacion,
});

/** POST /user/register-admin */
export const registerAdminBody = z.strictObject({ nameUser: nombreNuevo, password: claveNueva });

/** What a rank change answers: the account as it now is. */
export const usuarioActualizado = z.object({ message: z.string(), usuario: usuarioListado });

/** POST /user/by-name */
export const buscarPorNombreBody = z.strictObject({
  username: z
    .string({ error: 'Escribe un nombre de usuario.' })
    .trim()
    .min(1, 'Escribe un nombre de usuario.')
    .max(32, 'El nombre de usuario no puede tener más de 32 caracteres.'),
});

/** A person as the lookup shows them; `ips` only for people below the caller. */
export const fichaUsuario = usuarioListado.extend({
  tiemposConfirmados: z.string(),
  despedido: z.boolean(),
  ips: z.array(z.object({ ip: z.string(), ultima_vez: z.string() })),
});
export type FichaUsuario = z.infer<typeof fichaUsuario>;

/** Body of the calls that act on one person by id (keys, IPs). */
export const idBody = z.strictObject({
  id: z
    .number({ error: 'Falta el identificador de la persona.' })
    .int('Falta el identificador de la persona.')
    .positive('Falta el identificador de la persona.')
    .max(2_147_483_647, 'Falta el identificador de la persona.'),
});

/** POST /user/generar-clave */
export const claveGenerada = z.object({ clave: z.string(), message: z.string() });

/** A clone (docs/reglas.md, IPs, clones and keys 14.2): an account sharing an IP with another. */
export const clon = z.object({
  id: z.number().int(),
  ip_address: z.string(),
  permitido: z.boolean(),
  usuario: z.object({ username: z.string(), fecha_registro: z.string() }),
});
export type Clon = z.infer<typeof clon>;

/** GET /user/clones */
export const clonesResponse = z.array(clon);

/** PATCH /user/clones/{id} */
export const permitirClonBody = z.strictObject({
  permitido: z.boolean({ error: 'permitido debe ser verdadero o falso.' }),
});

/**
 * A person as search results and pickers show them (docs/reglas.md, Finding people): level,
 * rank, mission, work area, avatar and whether a dismissal is in force.
 */
export const personaResumen = z.object({
  id: z.number().int(),
  username: z.string(),
  nivel: z.number().int(),
  rango: z.string().nullable(),
  mision: z.string().nullable(),
  /** cocina, servicios, limpieza or direccion; null for a guest. */
  area: z.string().nullable(),
  habbo_avatar_url: z.string().nullable(),
  despedido: z.boolean(),
});
export type PersonaResumen = z.infer<typeof personaResumen>;

/** The fewest characters a search by name needs. */
export const BUSCAR_MIN = 2;
/** The most people a search answers. */
export const BUSCAR_MAX = 20;

/** GET /user/buscar?q=: part of a name, 2 to 32 characters. */
export const buscarQuery = z.strictObject({
  q: z
    .string({ error: 'Escribe al menos 2 letras del nombre.' })
    .trim()
    .min(BUSCAR_MIN, 'Escribe al menos 2 letras del nombre.')
    .max(32, 'El nombre de usuario no puede tener más de 32 caracteres.'),
});

/** GET /user/buscar */
export const buscarResponse = z.array(personaResumen);

/** GET /user/elegibles?para=: who may be chosen in one picker. */
export const elegiblesQuery = z.strictObject({
  para: z.enum(USOS_SELECTOR, { error: 'Indica para qué se elige a la persona.' }),
});

/** GET /user/elegibles */
export const elegiblesResponse = z.array(personaResumen);
