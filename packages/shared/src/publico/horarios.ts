// Kept apart from contratos.ts, which builds zod schemas at load time: the landing page
// needs these without downloading zod.

/**
 * Game schedules per country on the landing page (docs/reglas.md, Access by level 3.8):
 * the opening hour in each country's own time zone (the managers' report reads the
 * opening hours from here, Managers' report 30.3).
 */
export const HORARIOS_JUEGO = [
  { pais: 'España', hora: '20:00', zona: 'Europe/Madrid' },
  { pais: 'Argentina', hora: '16:00', zona: 'America/Argentina/Buenos_Aires' },
  { pais: 'Brasil', hora: '15:00', zona: 'America/Sao_Paulo' },
  { pais: 'Chile', hora: '15:00', zona: 'America/Santiago' },
] as const;
