import { endpoint } from '../comun/endpoint';
import { idParams, mensajeResponse } from '../comun/errores';
import { registerResponse } from '../cuenta/contratos';
import {
  buscarPorNombreBody,
  buscarQuery,
  buscarResponse,
  claveGenerada,
  elegiblesQuery,
  elegiblesResponse,
  fichaUsuario,
  idBody,
  misionBody,
  rangoBody,
  registerAdminBody,
  rolBody,
  usernamesResponse,
  usuarioActualizado,
  usuariosResponse,
} from './contratos';

/** GET /user/all: every account with its rank and mission. */
export const listarUsuarios = endpoint({
  metodo: 'GET',
  ruta: '/user/all',
  politica: 'administracion',
  respuesta: usuariosResponse,
  guardada: 'todos',
  resumen: 'Todas las cuentas con su rango y su misión',
});

/** GET /user/usernames: names of the accounts the caller may act on. */
export const listarNombres = endpoint({
  metodo: 'GET',
  ruta: '/user/usernames',
  politica: 'cronometrador',
  respuesta: usernamesResponse,
  resumen: 'Nombres de las cuentas sobre las que se puede actuar',
});

/** GET /user/buscar?q=: people whose name holds `q`. */
export const buscarPersonas = endpoint({
  metodo: 'GET',
  ruta: '/user/buscar',
  politica: 'administracion',
  query: buscarQuery,
  respuesta: buscarResponse,
  // Administration sees every account: the answer depends on the policy alone.
  guardada: 'todos',
  resumen: 'Busca personas por parte de su nombre',
});

/** GET /user/elegibles?para=: who the caller may choose in one picker. */
export const listarElegibles = endpoint({
  metodo: 'GET',
  ruta: '/user/elegibles',
  politica: 'cronometrador',
  query: elegiblesQuery,
  respuesta: elegiblesResponse,
  guardada: 'llamante',
  resumen: 'Personas que se pueden elegir en un selector',
});

/** PATCH /user/{id}/role: the owner sets a level directly. */
export const asignarNivel = endpoint({
  metodo: 'PATCH',
  ruta: '/user/:id/role',
  politica: 'dueno',
  params: idParams,
  body: rolBody,
  respuesta: usuarioActualizado,
  resumen: 'Asigna el nivel de una cuenta',
});

/** PATCH /user/{id}/rango */
export const asignarRango = endpoint({
  metodo: 'PATCH',
  ruta: '/user/:id/rango',
  politica: 'administracion',
  params: idParams,
  body: rangoBody,
  respuesta: usuarioActualizado,
  resumen: 'Asigna el rango de una cuenta',
});

/** PATCH /user/{id}/mision */
export const asignarMision = endpoint({
  metodo: 'PATCH',
  ruta: '/user/:id/mision',
  politica: 'administracion',
  params: idParams,
  body: misionBody,
  respuesta: usuarioActualizado,
  resumen: 'Asigna la misión de una cuenta',
});

/** POST /user/register-admin: an account made by the administration. */
export const registrarPorAdmin = endpoint({
  metodo: 'POST',
  ruta: '/user/register-admin',
  politica: 'administracion',
  body: registerAdminBody,
  respuesta: registerResponse,
  estado: 201,
  resumen: 'Crea una cuenta desde la administración',
});

/** POST /user/by-name: the administration's lookup of one person. */
export const buscarUsuario = endpoint({
  metodo: 'POST',
  ruta: '/user/by-name',
  politica: 'administracion',
  body: buscarPorNombreBody,
  respuesta: fichaUsuario,
  resumen: 'Ficha de una persona por su nombre',
});

/** POST /user/generar-clave: a temporary password, shown once; it ends their sessions. */
export const generarClave = endpoint({
  metodo: 'POST',
  ruta: '/user/generar-clave',
  politica: 'administracion',
  body: idBody,
  respuesta: claveGenerada,
  resumen: 'Genera una clave temporal para una persona',
});

/** POST /user/borrar-ip: forgets every IP of the person. */
export const borrarIp = endpoint({
  metodo: 'POST',
  ruta: '/user/borrar-ip',
  politica: 'administracion',
  body: idBody,
  respuesta: mensajeResponse,
  resumen: 'Olvida todas las IP de una persona',
});
