import type { FilaRevision, MarcaRevision } from './contratos';

/** Each flag in words, as Revisión shows it (docs/reglas.md, Habbo roster 35.4). */
export function textoMarca(marca: MarcaRevision, fila: FilaRevision): string {
  switch (marca) {
    case 'mision':
      return `Su misión en Habbo es «${fila.mision_habbo ?? ''}»; debería ser «${fila.mision_esperada}»`;
    case 'fuera_del_grupo':
      return 'No está en el grupo';
    case 'grupo_rival':
      return `Está en el grupo rival «${(fila.grupos_rivales ?? []).map((g) => g.nombre || g.id).join('», «')}»`;
    case 'perfil_oculto':
      return 'Perfil oculto';
    case 'ausente_aviso':
    case 'ausente_despido':
      return `Sin entrar desde hace ${fila.dias_sin_entrar ?? 0} días`;
    case 'no_encontrado':
      return 'Habbo no encuentra a nadie con ese nombre (cambiado, baneado o inexistente)';
    case 'sin_verificar':
      return 'Cuenta sin verificar en Habbo: se leyó por su nombre';
  }
}

/** The flags that offer "Proponer despido" (docs/reglas.md, Habbo roster 35.4). */
export const MARCAS_DESPIDO: readonly MarcaRevision[] = ['ausente_despido', 'grupo_rival'];

/** The reason a dismissal proposed from Revisión starts with. */
export function motivoDespidoRevision(marca: MarcaRevision, fila: FilaRevision): string {
  return `Revisión de Habbo: ${textoMarca(marca, fila)}.`;
}

/** The reason a warning given from Revisión starts with. */
export function motivoAdvertenciaRevision(marca: MarcaRevision, fila: FilaRevision): string {
  return `Revisión de Habbo: ${textoMarca(marca, fila)}.`;
}

/** What "Avisar" tells the person, for the flags they can put right themselves. */
export function textoAviso(marcas: readonly MarcaRevision[], fila: FilaRevision): string | null {
  const partes: string[] = [];
  if (marcas.includes('mision'))
    partes.push(`tu misión en Habbo debe ser «${fila.mision_esperada}»: cópiala en tu misión`);
  if (marcas.includes('fuera_del_grupo')) partes.push('únete al grupo de la comunidad en Habbo');
  if (marcas.includes('perfil_oculto')) partes.push('haz visible tu perfil de Habbo');
  if (marcas.includes('ausente_aviso') || marcas.includes('ausente_despido'))
    partes.push(`llevas ${fila.dias_sin_entrar ?? 0} días sin entrar en Habbo`);
  if (partes.length === 0) return null;
  return `Revisión de Habbo: ${partes.join('; ')}.`;
}

/** The presence dot of a timer's worker (docs/reglas.md, Habbo roster 35.9); none when unknown. */
export const PRESENCIA = { dentro: 'En el hotel', fuera: 'No conectado' } as const;

/** The confirm dialog's warning when Habbo shows the worker offline (never a block). */
export const noConectadoEnHabbo = (usuario: string) => `${usuario} no aparece conectado en Habbo.`;

/** Each flag in a word or two, for lists such as Pendientes. */
export const MARCA_CORTA: Record<MarcaRevision, string> = {
  mision: 'misión',
  fuera_del_grupo: 'fuera del grupo',
  grupo_rival: 'grupo rival',
  perfil_oculto: 'perfil oculto',
  ausente_aviso: 'ausente',
  ausente_despido: 'ausente para despido',
  no_encontrado: 'no encontrado',
  sin_verificar: 'sin verificar',
};
