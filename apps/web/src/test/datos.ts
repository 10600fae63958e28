import type { Mision } from '@mchabbo/shared/misiones/contratos';
import type { PersonaResumen } from '@mchabbo/shared/usuarios/contratos';

/** The catalog's base cook mission, with nobody holding it; tests change what they need. */
export const MISION_COCINERO: Mision = {
  id: 7,
  rango: 'Cocinero',
  nivel: 5,
  mision: 'Cocinero',
  costo: 0,
  pago_1h: 4,
  pago_2h: 7,
  pago_3h: 10,
  pago_semanal: 0,
  requisito_hrs: '0h',
  requisito_times: '0',
  user: null,
  asignados: 0,
};

/** A cook as the person picker lists them (id: the name's length, unless `resto` says). */
export const personaResumen = (
  username: string,
  resto: Partial<PersonaResumen> = {},
): PersonaResumen => ({
  id: username.length,
  username,
  nivel: 5,
  rango: 'Cocinero',
  mision: 'Cocinero',
  area: 'cocina',
  habbo_avatar_url: null,
  despedido: false,
  ...resto,
});
