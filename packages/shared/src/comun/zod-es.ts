import * as z from 'zod';
import { es as localeEs } from 'zod/locales';

// The Spanish locale imported alone (and zod as a namespace, `import * as z`, everywhere):
// the server's bundle then leaves out zod's other locales and the parts it never calls,
// some 440 KB that Node would read and compile at each start (docs/rendimiento.md).
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
