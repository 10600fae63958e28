/** Query keys of the trainings feature. */
export const clavesCapacitaciones = {
  todos: ['capacitaciones'] as const,
  lista: ['capacitaciones', 'lista'] as const,
  turnos: ['capacitaciones', 'turnos'] as const,
  examen: (id: number) => ['capacitaciones', 'examen', id] as const,
  edicion: (id: number) => ['capacitaciones', 'edicion', id] as const,
  aprobadas: (usuario: string) => ['capacitaciones', 'aprobadas', usuario] as const,
};
