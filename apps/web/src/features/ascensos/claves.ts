/** Query keys of the promotions feature. */
export const clavesAscensos = {
  todos: ['ascensos'] as const,
  lista: ['ascensos', 'lista'] as const,
  candidato: (usuario: string) => ['ascensos', 'candidato', usuario] as const,
};
