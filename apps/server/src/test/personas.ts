import { beforeAll } from 'vitest';
import { crearAppDePrueba, type TestApp } from './app';
import { ayudasTiempos } from './tiempos';

/** A test account: its id and a token it logged in with. */
export type Persona = { id: number; token: string };

/** The usual staff of the API tests, by role: the account's name and level. */
const ELENCO = {
  dueno: ['Duena', 0],
  junta: ['Junta1', 1],
  gerente: ['Gerente1', 2],
  gerente2: ['Gerente2', 2],
  chef: ['Chef1', 3],
  chef2: ['Chef2', 3],
  chef7: ['Chef7', 3],
  subchef: ['Subchef1', 4],
  cocinero: ['Cocinero1', 5],
  cocinero2: ['Cocinero2', 5],
  ayudante: ['Ayudante1', 6],
  invitado: ['Invitado1', 7],
} as const satisfies Record<string, readonly [nombre: string, nivel: number]>;

type Rol = keyof typeof ELENCO;

/**
 * The file's app (`t`), the timer helpers (`h`) and one account per role named (none is
 * fine), made in a `beforeAll` in the order given. The objects are returned at once and
 * filled in by that hook, so a file names them at its top:
 * `const { t, h, dueno } = appConPersonas('dueno')`. Hooks the file registers after this
 * call run after it, with the app and the accounts ready.
 */
export function appConPersonas<R extends Rol>(
  ...roles: R[]
): { t: TestApp; h: ReturnType<typeof ayudasTiempos> } & Record<R, Persona> {
  const t = {} as TestApp;
  const personas = Object.fromEntries(roles.map((rol) => [rol, { id: 0, token: '' }])) as Record<
    R,
    Persona
  >;
  beforeAll(async () => {
    Object.assign(t, await crearAppDePrueba());
    for (const rol of roles) {
      const [nombre, nivel] = ELENCO[rol];
      Object.assign(personas[rol], await t.crearUsuario(nombre, nivel));
    }
  });
  return { t, h: ayudasTiempos(t), ...personas };
}
