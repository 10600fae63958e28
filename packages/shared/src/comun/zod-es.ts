import { z } from 'zod';

const es = z.locales.es();

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
