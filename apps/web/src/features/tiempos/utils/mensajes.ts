/** Fallback error texts of the Tiempos screen, used when the server sends none. */
export const ERRORES_TIEMPOS = {
  pausar: 'Error al pausar/reanudar el tiempo',
  restar: 'Error al restar 5 minutos',
  ajustar: 'Error al ajustar el tiempo',
  eliminar: 'Error al eliminar el tiempo',
  desligar: 'Error al desligar el tiempo',
  ligar: 'Error al ligar el tiempo',
  desligarSeleccionados: 'Error al desligar los tiempos seleccionados',
  enviar: 'Error al enviar los datos al backend',
} as const;
