import { endpoint } from '../comun/endpoint';
import { idParams } from '../comun/errores';
import { crearVentaBody, ventaGuardada, ventasResponse } from './contratos';

/** GET /ventas: sales, newest first. */
export const listarVentas = endpoint({
  metodo: 'GET',
  ruta: '/ventas',
  politica: 'administracion',
  respuesta: ventasResponse,
  guardada: 'todos',
  resumen: 'Ventas de puestos',
});

/** POST /ventas: the buyer gets the mission at once. */
export const crearVenta = endpoint({
  metodo: 'POST',
  ruta: '/ventas',
  politica: 'administracion',
  body: crearVentaBody,
  respuesta: ventaGuardada,
  estado: 201,
  resumen: 'Registra una venta',
});

/** PATCH /ventas/{id} (no body): toggles "pago recibido". */
export const alternarPago = endpoint({
  metodo: 'PATCH',
  ruta: '/ventas/:id',
  politica: 'administracion',
  params: idParams,
  respuesta: ventaGuardada,
  resumen: 'Marca o desmarca el pago de una venta',
});
