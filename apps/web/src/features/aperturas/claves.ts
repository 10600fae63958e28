/** Query keys of the openings (docs/reglas.md, Openings). */
export const clavesAperturas = {
  todas: ['aperturas'] as const,
  /** GET /aperturas?desde=&hasta= */
  lista: (desde?: string, hasta?: string) =>
    ['aperturas', 'lista', desde ?? '', hasta ?? ''] as const,
  /** GET /aperturas/horario */
  horario: ['aperturas', 'horario'] as const,
  /** GET /aperturas/avisos */
  avisos: ['aperturas', 'avisos'] as const,
};
