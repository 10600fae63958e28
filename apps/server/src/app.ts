import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { configurarZodEnEspanol } from '@mchabbo/shared/comun/zod-es';
import type { Config } from './config';
import type { Database } from './db/client';
import { leerInstantanea } from './db/instantanea';
import { Descargas } from './lib/descargas';
import { DomainError } from './lib/errors';
import { errorParaElRegistro } from './lib/registro';
import { validarContrato } from './lib/route-schemas';
import { nuevasClavesVapid, type ClavesVapid } from './lib/vapid';
import type { Ctx } from './lib/context';
import { Lecturas } from './lib/lecturas';
import authPlugin from './plugins/auth';
import cabecerasPlugin from './plugins/cabeceras';
import dbPlugin from './plugins/db';
import guardadasPlugin from './plugins/guardadas';
import errorsPlugin, { errorDeCliente, errorDelMarco } from './plugins/errors';
import webPlugin, { leerPrerender } from './plugins/web';
import { cuentaRoutes } from './modules/cuenta/cuenta.routes';
import { verificacionRoutes } from './modules/cuenta/cuenta.verificacion.routes';
import { publicoRoutes } from './modules/publico/publico.routes';
import { misionesRoutes } from './modules/misiones/misiones.routes';
import { usuariosRoutes } from './modules/usuarios/usuarios.routes';
import { ajustesRoutes } from './modules/ajustes/ajustes.routes';
import { ventasRoutes } from './modules/ventas/ventas.routes';
import { membresiasRoutes } from './modules/membresias/membresias.routes';
import { clonesRoutes } from './modules/clones/clones.routes';
import { despidosRoutes } from './modules/despidos/despidos.routes';
import { ausenciasRoutes } from './modules/ausencias/ausencias.routes';
import { advertenciasRoutes } from './modules/advertencias/advertencias.routes';
import { actividadRoutes } from './modules/actividad/actividad.routes';
import { cambioNombreRoutes } from './modules/cambio-nombre/cambio-nombre.routes';
import { tiemposRoutes } from './modules/tiempos/tiempos.routes';
import { pagaRoutes } from './modules/paga/paga.routes';
import { pendientesRoutes } from './modules/pendientes/pendientes.routes';
import { auditoriaRoutes } from './modules/auditoria/auditoria.routes';
import { ascensosRoutes } from './modules/ascensos/ascensos.routes';
import { capacitacionesRoutes } from './modules/capacitaciones/capacitaciones.routes';
import { encargadosRoutes } from './modules/encargados/encargados.routes';
import { estadisticasRoutes } from './modules/estadisticas/estadisticas.routes';
import { saludRoutes } from './modules/salud/salud.routes';
import { iniciarTiemposEnVivo } from './modules/tiempos/tiempos.en-vivo';
import { trabajadoresEnMarcha } from './modules/tiempos/tiempos.service';
import { notificacionesRoutes } from './modules/notificaciones/notificaciones.routes';
import { iniciarNotificacionesEnVivo } from './modules/notificaciones/notificaciones.en-vivo';
import { iniciarDiscordEnVivo } from './modules/discord/discord.en-vivo';
import { discordRoutes } from './modules/discord/discord.routes';
import { aperturasRoutes } from './modules/aperturas/aperturas.routes';
import { iniciarAperturasEnVivo } from './modules/aperturas/aperturas.en-vivo';
import { iniciarCapacitacionesEnVivo } from './modules/capacitaciones/capacitaciones.en-vivo';
import { iniciarRevisionEnVivo } from './modules/revision/revision.en-vivo';
import { revisionRoutes } from './modules/revision/revision.routes';
import { crearEventos } from './reacciones';

configurarZodEnEspanol();

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Everything the app is built from; tests pass an in-memory database. */
export interface AppOptions {
  config: Config;
  database: Database;
  jwtSecret: string;
  /** Close the database when the app closes (the server's own run does). */
  cerrarBaseDeDatos?: boolean;
  logger?: boolean;
  /** The clock use cases read (tests may fix it); default: system time. */
  reloj?: () => Date;
  /** The Web Push keys (`lib/vapid.ts`); default: new ones, for a database that dies with the app. */
  vapid?: ClavesVapid;
}

// Habbo's imaging hosts, always allowed for avatars.
const HOSTS_HABBO = ['https://www.habbo.es', 'https://www.habbo.com', 'https://images.habbo.com'];

// The live stream takes its token in the query string: keep it out of the logs.
const sinToken = (url: string) => url.replace(/([?&]token=)[^&]*/gi, '$1[oculto]');

/** Builds the Fastify app: external plugins, then ours, then the routes. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger
      ? {
          level: config.LOG_LEVEL,
          serializers: {
            err: errorParaElRegistro,
            req: (req: { method: string; url: string; ip?: string }) => ({
              method: req.method,
              url: sinToken(req.url),
              remoteAddress: req.ip,
            }),
          },
        }
      : false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Graceful stop: a request already sent on an open connection is still served
    // (instead of Fastify's English 503); new connections are refused from the start.
    return503OnClosing: false,
    // Fastify's and Node's own refusals answer like every other error.
    clientErrorHandler: errorDeCliente,
    frameworkErrors: errorDelMarco,
  });
  // Node's close() only ends idle connections: once closing, every answer ends its own,
  // so keep-alive clients with requests in flight do not hold the process open.
  let cerrando = false;
  app.addHook('preClose', async () => {
    cerrando = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (cerrando) reply.header('connection', 'close');
  });
  // The API speaks JSON only: anything else is refused with 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validarContrato);
  app.setSerializerCompiler(serializerCompiler);

  const dist = config.WEB_DIST ?? WEB_DIST;
  // The prerendered landing's one inline script, allowed by its hash alone.
  const prerender = leerPrerender(dist);
  await app.register(cabecerasPlugin, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...prerender.scripts.map((hash) => `'${hash}'`)],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': [
          "'self'",
          'data:',
          ...HOSTS_HABBO,
          // Verified accounts show their avatar from the configured Habbo host.
          ...[new URL(config.HABBO_URL).origin].filter((o) => !HOSTS_HABBO.includes(o)),
        ],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'self'"],
        // Communities often serve the panel over plain HTTP on a LAN address.
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new DomainError(429, 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.'),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.APP_NAME} API`, version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(errorsPlugin);
  await app.register(dbPlugin, {
    database: opts.database,
    cerrarAlSalir: opts.cerrarBaseDeDatos ?? false,
  });
  await app.register(authPlugin, {
    secret: opts.jwtSecret,
    expiresIn: config.JWT_EXPIRES_IN,
    // The API documentation is public by declaration.
    prefijosPublicos: ['/api/docs'],
  });

  // The spreadsheets this process is writing (History and corrections 22.7).
  app.decorate('descargas', new Descargas());

  const reloj = opts.reloj ?? (() => new Date());
  const lecturas = new Lecturas(
    500,
    () => reloj().getTime(),
    () => leerInstantanea(app.db),
  );
  // Each request reads through the cache at a snapshot of its own (lib/lecturas.ts).
  app.addHook('preHandler', (_request, _reply, done) => lecturas.enPeticion(done));
  await app.register(guardadasPlugin, { lecturas });

  const ctx: Ctx = {
    db: app.db,
    config,
    firmarToken: app.firmarToken,
    lecturas,
    eventos: crearEventos(),
    reloj,
  };
  const vapid = opts.vapid ?? (await nuevasClavesVapid());
  const streamsNotificaciones = await iniciarNotificacionesEnVivo(app, ctx, { vapid });
  // A person's own timer or request changed: their open screens (Inicio, Perfil) follow
  // it through their notifications stream, which every signed-in page keeps open
  // (docs/reglas.md, Notifications 24.3).
  const streamsTiempos = await iniciarTiemposEnVivo(app, ctx, (usuarios) => {
    const aviso = JSON.stringify({ accion: 'tiempos' });
    for (const id of usuarios) streamsNotificaciones.emitir(aviso, id);
  });
  await iniciarDiscordEnVivo(app, ctx);
  iniciarAperturasEnVivo(app, ctx);
  iniciarCapacitacionesEnVivo(app, ctx);
  const revision = iniciarRevisionEnVivo(app, ctx, trabajadoresEnMarcha);
  await app.register(
    async (api) => {
      await api.register(swaggerUi, { routePrefix: '/docs' });
      await api.register(cuentaRoutes, ctx);
      await api.register(verificacionRoutes, ctx);
      await api.register(publicoRoutes, ctx);
      await api.register(misionesRoutes, ctx);
      await api.register(usuariosRoutes, ctx);
      await api.register(ajustesRoutes, ctx);
      await api.register(discordRoutes, ctx);
      await api.register(ventasRoutes, ctx);
      await api.register(membresiasRoutes, ctx);
      await api.register(clonesRoutes, ctx);
      await api.register(despidosRoutes, ctx);
      await api.register(ausenciasRoutes, ctx);
      await api.register(advertenciasRoutes, ctx);
      await api.register(actividadRoutes, ctx);
      await api.register(cambioNombreRoutes, ctx);
      await api.register(tiemposRoutes, { ctx, streams: streamsTiempos });
      await api.register(pagaRoutes, ctx);
      await api.register(pendientesRoutes, ctx);
      await api.register(notificacionesRoutes, { ctx, streams: streamsNotificaciones, vapid });
      await api.register(auditoriaRoutes, ctx);
      await api.register(ascensosRoutes, ctx);
      await api.register(capacitacionesRoutes, ctx);
      await api.register(encargadosRoutes, ctx);
      await api.register(estadisticasRoutes, ctx);
      await api.register(aperturasRoutes, ctx);
      await api.register(saludRoutes);
      await api.register(revisionRoutes, { ctx, cliente: revision.cliente });
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { dist, prerender });
  return app;
}
