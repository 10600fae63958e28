import { endpoint } from '../comun/endpoint';
import { auditoriaQuery, auditoriaResponse } from './contratos';

/**
 * GET /auditoria: the audit trail (docs/reglas.md, Audit trail), levels 0–1 only. Every
 * caller the policy admits sees the same rows, so one answer is kept for all of them.
 */
export const listarAuditoria = endpoint({
  metodo: 'GET',
  ruta: '/auditoria',
  politica: 'direccion',
  guardada: 'todos',
  query: auditoriaQuery,
  respuesta: auditoriaResponse,
  resumen: 'Registro de cambios, del más reciente al más antiguo',
});
