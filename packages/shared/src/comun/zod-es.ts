import * as z from 'zod';
import { es as localeEs } from 'zod/locales';

// The Spanish locale imported alone: `z.locales.es` would bring every locale of zod into
// the server's bundle (why zod is a namespace import: eslint.config.js).
const es = localeEs();

/**
 * Makes zod's own messages Spanish and names the field they refer to, so a
 * client that sends a wrong type reads which field is wrong. Messages written in
 * the contracts take precedence over these.
 */
export function configurarZodEnEspanol(): void {
  z.config({
    ...es,
    customError: (issue) => {
      const base = es.localeError(issue);
      const texto = typeof base === 'string' ? base : (base?.message ?? 'Valor no válido');
      const campo = (issue.path ?? []).map(String).join('.');
      return campo ? `Campo «${campo}»: ${texto}.` : `${texto}.`;
    },
  });
}
