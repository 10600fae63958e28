import type { ServidorDePrueba } from '../support/server';
import { CLAVE } from './base';

/** What one request got: a status and body, or (status 0) a connection error. */
export interface Respuesta {
  status: number;
  body: { message?: string } & Record<string, unknown>;
  error?: string;
}

/** Calls the API without throwing: a refused or cut request is a result too. */
export async function llamar(
  url: string,
  metodo: string,
  ruta: string,
  body?: unknown,
  token?: string,
): Promise<Respuesta> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    const res = await fetch(`${url}/api${ruta}`, {
      method: metodo,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const texto = await res.text();
    let json: Respuesta['body'] = {};
    try {
      json = JSON.parse(texto) as Respuesta['body'];
    } catch {
      json = { message: texto };
    }
    return { status: res.status, body: json };
  } catch (err) {
    const causa = (err as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, body: {}, error: causa?.code ?? causa?.message ?? String(err) };
  }
}

/** Signs in with the suites' password and returns the token. */
export async function entrar(servidor: ServidorDePrueba, nombre: string, clave = CLAVE) {
  const res = await servidor.api<{ access_token: string }>('POST', '/user/login', {
    nameUser: nombre,
    password: clave,
  });
  return res.access_token;
}

/** A small seeded random generator, so a shuffled order is the same on every run. */
export function aleatorio(semilla: number) {
  let s = semilla >>> 0;
  const siguiente = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    siguiente,
    entero: (n: number) => Math.floor(siguiente() * n),
    barajar<T>(lista: T[]): T[] {
      const copia = [...lista];
      for (let i = copia.length - 1; i > 0; i--) {
        const j = Math.floor(siguiente() * (i + 1));
        [copia[i], copia[j]] = [copia[j] as T, copia[i] as T];
      }
      return copia;
    },
  };
}
