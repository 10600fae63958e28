import { endpoint } from '../comun/endpoint';
import { idParams } from '../comun/errores';
import {
  avisoRevisionResponse,
  miRevisionResponse,
  revisionResponse,
  rondaResponse,
} from './contratos';

/** GET /revision: the staff as Habbo last showed them, flagged first. */
export const verRevision = endpoint({
  metodo: 'GET',
  ruta: '/revision',
  politica: 'administracion',
  respuesta: revisionResponse,
  resumen: 'Revisión del personal en Habbo',
});

/** POST /revision: reads the whole staff from Habbo now (429 if a round ran in the last minute). */
export const revisarAhora = endpoint({
  metodo: 'POST',
  ruta: '/revision',
  politica: 'administracion',
  respuesta: rondaResponse,
  resumen: 'Revisa ahora al personal en Habbo',
});

/** POST /revision/{id}/aviso: tells a flagged person the motto they should have. */
export const avisarRevision = endpoint({
  metodo: 'POST',
  ruta: '/revision/:id/aviso',
  politica: 'administracion',
  params: idParams,
  respuesta: avisoRevisionResponse,
  resumen: 'Avisa a una persona de su misión en Habbo',
});

/** GET /revision/mia: the caller's own motto, for their Inicio. */
export const miRevision = endpoint({
  metodo: 'GET',
  ruta: '/revision/mia',
  politica: 'staff',
  respuesta: miRevisionResponse,
  resumen: 'Tu misión en Habbo según la última revisión',
});
