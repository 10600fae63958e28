import { endpoint } from '../comun/endpoint';
import { DIRECCIONES_CUENTA } from './direcciones';
import { mensajeResponse } from '../comun/errores';
import {
  cambioClaveBody,
  cambioClaveResponse,
  loginBody,
  loginResponse,
  logoutBody,
  nameUserParams,
  nombreParams,
  perfilResponse,
  preferencias,
  preferenciasBody,
  preferenciasGuardadas,
  registerBody,
  registroResponse,
} from './contratos';
import {
  codigoResponse,
  pedirCodigoBody,
  recuperarConfirmarBody,
  verificarBody,
} from './verificacion';

/** POST /user/register: creates a guest account (nivel 7) and signs it in. */
export const registrarCuenta = endpoint({
  metodo: 'POST',
  ruta: '/user/register',
  politica: 'publico',
  body: registerBody,
  respuesta: registroResponse,
  estado: 201,
  resumen: 'Crea una cuenta de invitado y abre su sesión',
});

/** POST /user/login */
export const iniciarSesion = endpoint({
  metodo: 'POST',
  ruta: '/user/login',
  politica: 'publico',
  body: loginBody,
  respuesta: loginResponse,
  resumen: 'Inicia sesión',
});

/** GET /user/preferences/{nameUser} */
export const leerPreferencias = endpoint({
  ...DIRECCIONES_CUENTA.leerPreferencias,
  politica: 'autenticado',
  params: nameUserParams,
  respuesta: preferencias,
  resumen: 'Preferencias de la cuenta',
});

/** POST /user/preferences */
export const guardarPreferencias = endpoint({
  metodo: 'POST',
  ruta: '/user/preferences',
  politica: 'autenticado',
  body: preferenciasBody,
  respuesta: preferenciasGuardadas,
  resumen: 'Guarda las preferencias de la cuenta',
});

/** GET /user/perfil/{name}: one person's profile. */
export const leerPerfil = endpoint({
  metodo: 'GET',
  ruta: '/user/perfil/:name',
  politica: 'autenticado',
  params: nombreParams,
  respuesta: perfilResponse,
  guardada: 'llamante',
  resumen: 'Perfil de una persona',
});

/** POST /user/logout: ends this device's session, or with `todas` every device's. */
export const cerrarSesion = endpoint({
  ...DIRECCIONES_CUENTA.cerrarSesion,
  politica: 'autenticado',
  permitirConClaveTemporal: true,
  body: logoutBody.nullish(),
  respuesta: mensajeResponse,
  resumen: 'Cierra la sesión',
});

/** PATCH /user/change-password: revokes every other token and answers a fresh one. */
export const cambiarClave = endpoint({
  metodo: 'PATCH',
  ruta: '/user/change-password',
  politica: 'autenticado',
  permitirConClaveTemporal: true,
  body: cambioClaveBody,
  respuesta: cambioClaveResponse,
  resumen: 'Cambia la contraseña',
});

/** POST /user/verificacion: a code to put in the Habbo motto, to register or verify. */
export const pedirCodigoVerificacion = endpoint({
  metodo: 'POST',
  ruta: '/user/verificacion',
  politica: 'publico',
  body: pedirCodigoBody,
  respuesta: codigoResponse,
  resumen: 'Código para la misión de Habbo, para registrarse o verificarse',
});

/** POST /user/verificar: the signed-in person proves their Habbo account. */
export const verificarCuenta = endpoint({
  metodo: 'POST',
  ruta: '/user/verificar',
  politica: 'autenticado',
  body: verificarBody,
  respuesta: mensajeResponse,
  resumen: 'Verifica la cuenta de Habbo',
});

/**
 * POST /user/recuperar: a code to put in the Habbo motto, to recover a password. The
 * same answer for any valid name, so nobody learns which names have accounts.
 */
export const pedirCodigoRecuperacion = endpoint({
  metodo: 'POST',
  ruta: '/user/recuperar',
  politica: 'publico',
  body: pedirCodigoBody,
  respuesta: codigoResponse,
  resumen: 'Código para la misión de Habbo, para recuperar la contraseña',
});

/** POST /user/recuperar/confirmar: a new password with the code in the Habbo motto. */
export const confirmarRecuperacion = endpoint({
  metodo: 'POST',
  ruta: '/user/recuperar/confirmar',
  politica: 'publico',
  body: recuperarConfirmarBody,
  respuesta: mensajeResponse,
  resumen: 'Nueva contraseña con el código de la misión de Habbo',
});
