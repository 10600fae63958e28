import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import type { listarAuditoria } from '@mchabbo/shared/auditoria/api';

/** Query keys of the audit trail. */
export const clavesAuditoria = {
  todas: ['auditoria'] as const,
  /** GET /auditoria with its filters. */
  eventos: (filtros: FiltrosAuditoria) => ['auditoria', 'eventos', filtros] as const,
};

/** The filters of the audit list: its query but the page. */
export type FiltrosAuditoria = Omit<
  NonNullable<EntradasDe<typeof listarAuditoria>['query']>,
  'cursor'
>;
