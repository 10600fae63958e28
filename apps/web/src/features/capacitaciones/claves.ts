/**
 * Query keys of the trainings feature; every one starts with `todas`, so a write (a course,
 * a slot, a booking, an exam, a session) refreshes them all with one invalidation.
 */
export const clavesCapacitaciones = {
  todas: ['capacitaciones'] as const,
  /** GET /capacitaciones */
  lista: ['capacitaciones', 'lista'] as const,
  /** GET /capacitaciones/turnos */
  turnos: ['capacitaciones', 'turnos'] as const,
  /** GET /capacitaciones/{id}/examen */
  examen: (id: number) => ['capacitaciones', 'examen', id] as const,
  /** GET /capacitaciones/{id}/edicion */
  edicion: (id: number) => ['capacitaciones', 'edicion', id] as const,
  /** GET /capacitaciones/aprobadas?usuario= */
  aprobadas: (usuario: string) => ['capacitaciones', 'aprobadas', usuario] as const,
};
