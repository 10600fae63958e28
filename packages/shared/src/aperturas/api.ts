import { endpoint } from '../comun/endpoint';
import { idParams, mensajeResponse } from '../comun/errores';
import {
  aperturaMensajeResponse,
  aperturasQuery,
  aperturasResponse,
  apuntarseBody,
  avisosAperturas,
  borrarEspecialBody,
  desapuntarseQuery,
  especialBody,
  horario,
  horarioGuardadoResponse,
  horarioResponse,
} from './contratos';
import { DIRECCION_HORARIO } from './direcciones';

/** GET /aperturas/horario: the week's openings and the landing's countries. */
export const leerHorario = endpoint({
  ...DIRECCION_HORARIO,
  politica: 'publico',
  respuesta: horarioResponse,
  guardada: 'todos',
  resumen: 'Horario semanal de aperturas',
});

/** PUT /aperturas/horario: the owner replaces the schedule. */
export const guardarHorario = endpoint({
  metodo: 'PUT',
  ruta: '/aperturas/horario',
  politica: 'dueno',
  body: horario,
  respuesta: horarioGuardadoResponse,
  resumen: 'Cambia el horario semanal de aperturas',
});

/** GET /aperturas: the concrete openings of some days. */
export const listarAperturas = endpoint({
  metodo: 'GET',
  ruta: '/aperturas',
  politica: 'autenticado',
  query: aperturasQuery,
  respuesta: aperturasResponse,
  guardada: 'llamante',
  resumen: 'Aperturas de unos días con sus encargados',
});

/** POST /aperturas/especiales: a one-off opening or a closed day. */
export const crearEspecial = endpoint({
  metodo: 'POST',
  ruta: '/aperturas/especiales',
  politica: 'administracion',
  body: especialBody,
  respuesta: mensajeResponse,
  estado: 201,
  resumen: 'Crea una apertura especial o cierra un día',
});

/** DELETE /aperturas/especiales/{id}: removes a one-off opening or reopens a closed day. */
export const borrarEspecial = endpoint({
  metodo: 'DELETE',
  ruta: '/aperturas/especiales/:id',
  politica: 'administracion',
  params: idParams,
  body: borrarEspecialBody,
  respuesta: mensajeResponse,
  resumen: 'Borra una apertura especial o un día cerrado',
});

/** POST /aperturas/apuntarse: the caller opens that day. */
export const apuntarse = endpoint({
  metodo: 'POST',
  ruta: '/aperturas/apuntarse',
  politica: 'cronometrador',
  body: apuntarseBody,
  respuesta: aperturaMensajeResponse,
  resumen: 'Se apunta a abrir',
});

/** DELETE /aperturas/apuntarse: takes the caller (or, administration, someone) off. */
export const desapuntarse = endpoint({
  metodo: 'DELETE',
  ruta: '/aperturas/apuntarse',
  politica: 'cronometrador',
  query: desapuntarseQuery,
  respuesta: aperturaMensajeResponse,
  resumen: 'Se borra de una apertura',
});

/** GET /aperturas/avisos: whether the caller asked to be told of every opening. */
export const leerAvisosAperturas = endpoint({
  metodo: 'GET',
  ruta: '/aperturas/avisos',
  politica: 'autenticado',
  respuesta: avisosAperturas,
  guardada: 'llamante',
  resumen: 'Preferencia de avisos de aperturas',
});

/** PUT /aperturas/avisos: "Avísame de las aperturas". */
export const guardarAvisosAperturas = endpoint({
  metodo: 'PUT',
  ruta: '/aperturas/avisos',
  politica: 'autenticado',
  body: avisosAperturas,
  respuesta: avisosAperturas.extend({ message: mensajeResponse.shape.message }),
  resumen: 'Cambia la preferencia de avisos de aperturas',
});
