import type { FastifyInstance } from 'fastify';
import { leerConfig, leerDestacados, listarAdministracion } from '@mchabbo/shared/publico/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { leerAjustes } from '../ajustes/ajustes.service';
import { finSemanaActual } from '../paga/paga.service';
import { listarAdministracion as miembrosDeAdministracion } from './publico.repository';
import { destacados } from './publico.service';

/** Public data of the landing page. */
export async function publicoRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['publico'];
  declararRuta(app, listarAdministracion, { tags }, async () => ({
    miembros: await miembrosDeAdministracion(ctx.db),
  }));
  // By default about the week before the current pay week, so it is made again when
  // that week ends.
  declararRuta(app, leerDestacados, { tags, hasta: () => finSemanaActual(ctx) }, ({ query }) =>
    destacados(ctx, query.semana),
  );
  // Whether registering asks for a Habbo code (docs/reglas.md, Habbo identity), and where
  // a guest asks for the interview (Access by level 3.12).
  declararRuta(app, leerConfig, { tags }, async () => {
    const ajustes = await leerAjustes(ctx.db);
    return {
      appName: ctx.config.APP_NAME,
      verificar_habbo: ajustes.verificar_habbo,
      entrevista_sala: ajustes.entrevista_sala,
      entrevista_contacto: ajustes.entrevista_contacto,
    };
  });
}
