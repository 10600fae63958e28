import type { PaginaPrivada } from '@mchabbo/shared/niveles/menu';

/** The heading (and tab title) of each private page. */
export const TITULO_PAGINA: Record<PaginaPrivada, string> = {
  perfil: 'Perfil',
  'cambio-nombre': 'Cambio de nombre',
  configuracion: 'Configuración',
  tiempo: 'Tiempos',
  cocina: 'Área de Cocina',
  limpieza: 'Área de Limpieza',
  servicios: 'Área de Servicios',
  ventas: 'Ventas',
  listadepaga: 'Lista de pagos',
  membresias: 'Membresías',
  usuarios: 'Usuarios',
  clones: 'Clones',
  despidos: 'Despidos',
  ausencias: 'Ausencias',
  'cambio-nombre-admin': 'Solicitudes de cambio de nombre',
  misiones: 'Misiones',
  historial: 'Historial de turnos',
  auditoria: 'Auditoría',
};
