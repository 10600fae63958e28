import * as z from 'zod';

const booleano = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const entero = (porDefecto: number) => z.coerce.number().int().positive().default(porDefecto);

/**
 * argon2id's cost for new password hashes (docs/reglas.md, Accounts and names 4.4): OWASP's
 * baseline unless set. A check always uses the cost its hash was made with. The test
 * suites set the minimum (vitest.config.ts): their accounts are throwaway, and at the
 * baseline the 1,500 hashes and checks of an API pass cost about 20 s of CPU.
 */
const costeDeClaves = {
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).max(4_194_304).default(19_456),
  ARGON2_PASSES: z.coerce.number().int().min(1).max(16).default(2),
};

const esquema = z.object({
  ...costeDeClaves,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres.').optional(),
  JWT_EXPIRES_IN: z.string().default('12h'),
  OWNER_USERNAME: z.string().optional(),
  OWNER_PASSWORD: z.string().optional(),
  APP_NAME: z.string().min(1).default('McHabbo'),
  TRUST_PROXY: booleano,
  LOGIN_MAX_PER_MINUTE: entero(10),
  WEB_DIST: z.string().optional(),
  DEMO: booleano,
  BACKUP_RETENTION_DAYS: entero(7),
  BACKUP_DAILY: z
    .enum(['1', '0', 'true', 'false'])
    .default('true')
    .transform((v) => v === '1' || v === 'true'),
  /** The embedded database's daily VACUUM (ANALYZE) (db/mantenimiento.ts). */
  MAINTENANCE_DAILY: z
    .enum(['1', '0', 'true', 'false'])
    .default('true')
    .transform((v) => v === '1' || v === 'true'),
  HABBO_URL: z
    .string()
    .url('HABBO_URL debe ser una dirección http(s).')
    .refine((v) => /^https?:\/\//.test(v), 'HABBO_URL debe ser una dirección http(s).')
    .transform((v) => v.replace(/\/+$/, ''))
    .default('https://www.habbo.es'),
  // How long a Habbo call may take; tests shorten it to try a slow Habbo quickly.
  HABBO_TIMEOUT_MS: entero(8000),
  // Requests a second the roster check may send to Habbo (docs/reglas.md, Habbo roster).
  HABBO_RPS: z.coerce.number().positive().max(50).default(2),
  // How often the workers whose timer runs are looked for in the hotel (each read at
  // most every 2 minutes; docs/reglas.md, Habbo roster 35.9); tests shorten it.
  HABBO_PRESENCIA_MS: entero(30_000),
  // Web Push services subscriptions may point at: exact hosts, or `*.suffix` for any
  // host under a domain (docs/reglas.md, Notifications).
  PUSH_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com',
    )
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  // Hosts the owner's Discord webhook may point at: exact names, HTTPS on 443 (a port
  // only when an entry names it, as `name:port`) (docs/reglas.md, Discord 31.3).
  DISCORD_HOSTS: z
    .string()
    .default('discord.com,discordapp.com')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'PUSH_SUBJECT debe empezar por mailto: o https://.')
    .default('mailto:notificaciones@mchabbo.invalid'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Settings read from the environment (see the README's table). */
export type Config = z.infer<typeof esquema>;

/** Reads and validates the settings; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return validar(esquema, env);
}

/** The cost of new password hashes, read from the environment (lib/passwords.ts). */
export function leerCosteDeClaves(env: NodeJS.ProcessEnv = process.env) {
  return validar(z.object(costeDeClaves), env);
}

function validar<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const limpio = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const result = schema.safeParse(limpio);
  if (!result.success) {
    const detalle = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuración no válida:\n${detalle}`);
  }
  return result.data;
}
