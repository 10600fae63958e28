import type { Clon } from '@mchabbo/shared/usuarios/contratos';

export interface GrupoIp {
  ip: string;
  cuentas: Clon[];
}

/** Groups the clone rows by IP, keeping the server's order (IP, then registration). */
export function agruparPorIp(clones: readonly Clon[]): GrupoIp[] {
  const grupos = new Map<string, Clon[]>();
  for (const clon of clones) {
    const cuentas = grupos.get(clon.ip_address);
    if (cuentas) cuentas.push(clon);
    else grupos.set(clon.ip_address, [clon]);
  }
  return [...grupos].map(([ip, cuentas]) => ({ ip, cuentas }));
}
