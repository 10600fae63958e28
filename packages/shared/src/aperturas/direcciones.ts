import type { MetodoYRuta } from '../comun/endpoint';

/** The schedule's public read, free of contracts (the landing calls it, comun/endpoint.ts). */
export const DIRECCION_HORARIO = {
  metodo: 'GET',
  ruta: '/aperturas/horario',
} as const satisfies MetodoYRuta;
