// Kept apart from contratos.ts, which builds zod schemas at load time: the landing page
// needs this URL without downloading zod.

/** Habbo imaging URL for an avatar, used when an account has none stored. */
export function avatarPorNombre(username: string): string {
  return `https://www.habbo.es/habbo-imaging/avatarimage?user=${encodeURIComponent(username)}&direction=2&head_direction=3&size=m`;
}

/**
 * The head alone, small, of a Habbo imaging URL (stored or built from the name): what a
 * list of people shows beside each name.
 */
export function cabezaDeAvatar(url: string): string {
  const pequena = /[?&]size=/.test(url) ? url.replace(/([?&]size=)[a-z]+/, '$1s') : url;
  return /[?&]headonly=/.test(pequena) ? pequena : `${pequena}&headonly=1`;
}
