// Kept apart from contratos.ts, which builds zod schemas at load time: the landing page
// needs these without downloading zod.

/** Game schedules per country on the landing page (docs/reglas.md, Access by level 3.8). */
export const HORARIOS_JUEGO = [
  { pais: 'España', hora: '20:00' },
  { pais: 'Argentina', hora: '16:00' },
  { pais: 'Brasil', hora: '15:00' },
  { pais: 'Chile', hora: '15:00' },
] as const;
