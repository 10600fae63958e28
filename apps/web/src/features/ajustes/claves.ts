/** Query keys of the owner's settings; the sales form reads them for the owner's share. */
export const clavesAjustes = {
  todas: ['ajustes'] as const,
  /** GET /ajustes */
  valores: ['ajustes', 'valores'] as const,
};
