/** Query keys of the audit trail. */
export const clavesAuditoria = {
  todas: ['auditoria'] as const,
  /** GET /auditoria with its filters. */
  eventos: (filtros: FiltrosAuditoria) => ['auditoria', 'eventos', filtros] as const,
};

/** The filters of the audit list. */
export interface FiltrosAuditoria {
  tipo?: string;
  actor?: string;
  usuario?: string;
  desde?: string;
  hasta?: string;
}
