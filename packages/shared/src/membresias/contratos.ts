import * as z from 'zod';
import { nombreUsuario } from '../cuenta/contratos';

/** The membership catalog (docs/reglas.md, Memberships 11.1): name and length in days. */
export const CATALOGO_MEMBRESIAS = [
  { nombre: 'VIP', dias: 30 },
  { nombre: 'Oro', dias: 30 },
  { nombre: 'Plata', dias: 30 },
  { nombre: 'Bronce', dias: 30 },
] as const;

/** A membership's name. */
export type NombreMembresia = (typeof CATALOGO_MEMBRESIAS)[number]['nombre'];

/** Texts of the memberships screen (docs/reglas.md, Memberships). */
export const MENSAJES_MEMBRESIA = {
  creada: 'Membresía creada correctamente',
  eliminada: 'Membresía eliminada',
  errorCrear: 'Error al crear membresía',
  errorEliminar: 'Error al eliminar membresía',
  miembroObligatorio: 'Selecciona un miembro.',
  membresiaObligatoria: 'Selecciona una membresía.',
} as const;

const requisito = (campo: string) =>
  z
    .string({ error: `${campo} debe ser un texto como 3h o 3.` })
    .trim()
    .max(20, `${campo} no puede tener más de 20 caracteres.`)
    .regex(/^(\d{1,3}\s*h?)?$/i, `${campo} debe ser un número, como 3h o 3.`);

/** POST /membresias */
export const crearMembresiaBody = z.strictObject({
  usuario: z
    .string({ error: MENSAJES_MEMBRESIA.miembroObligatorio })
    .trim()
    .min(1, MENSAJES_MEMBRESIA.miembroObligatorio)
    .pipe(nombreUsuario),
  membresia: z.enum(
    CATALOGO_MEMBRESIAS.map((m) => m.nombre) as [NombreMembresia, ...NombreMembresia[]],
    { error: MENSAJES_MEMBRESIA.membresiaObligatoria },
  ),
  requisito_hrs: requisito('El requisito de horas').default(''),
  requisito_times: requisito('El requisito de veces').default(''),
  encargado: nombreUsuario.optional(),
});
export type CrearMembresiaBody = z.infer<typeof crearMembresiaBody>;

/** Whether a membership is running or over, from its end date. */
export function estadoMembresia(fechaFin: Date, ahora: Date): 'Activa' | 'Vencida' {
  return ahora.getTime() < fechaFin.getTime() ? 'Activa' : 'Vencida';
}

/** A membership (docs/reglas.md, Memberships); `estado` is computed when read. */
export const membresia = z.object({
  id: z.number().int(),
  nombre: z.string(),
  usuario: z.string(),
  encargado: z.string(),
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
  estado: z.enum(['Activa', 'Vencida']),
  requisito_hrs: z.string(),
  requisito_times: z.string(),
});
export type Membresia = z.infer<typeof membresia>;

/** GET /membresias */
export const membresiasResponse = z.array(membresia);

/** POST /membresias */
export const membresiaGuardada = z.object({ message: z.string(), membresia });
