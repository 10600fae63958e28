/** What a guest reads on Inicio while the owner has not said where the interview is. */
export const PASO_INVITADO_GENERICO =
  'Aún no tienes rango. Mira los rangos y habla con la administración en el hotel.';

/**
 * A guest's next step on Inicio (docs/reglas.md, Access by level 3.12): where to ask for
 * the interview, from the owner's settings (the room and whom to ask for, Settings 15.14).
 */
export function pasoDelInvitado({ sala, contacto }: { sala: string; contacto: string }): string {
  const donde = sala.trim();
  const quien = contacto.trim();
  if (!donde && !quien) return PASO_INVITADO_GENERICO;
  const inicio = 'Aún no tienes rango. Pide una entrevista a la administración en el hotel';
  if (!donde) return `${inicio}: pregunta por ${quien}.`;
  return quien
    ? `${inicio}: sala «${donde}». Pregunta por ${quien}.`
    : `${inicio}: sala «${donde}».`;
}
