import { DomainError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The downloads this process is writing (app.ts). */
    descargas: Descargas;
  }
}

/** The 429 of a download asked for while too many are being written (docs/reglas.md, History and corrections 22.7). */
export const MENSAJE_DESCARGA_OCUPADA =
  'Ya se está preparando una descarga; inténtalo en unos segundos.';

/** How many downloads one server process writes at once, and one person at once. */
const DESCARGAS_POR_SERVIDOR = 2;
const DESCARGAS_POR_PERSONA = 1;

/**
 * The downloads (spreadsheets) a server process is writing: at most `porServidor` at
 * once and `porPersona` for one person; one more is refused with 429 at once rather than
 * queued, so a burst of exports never piles up in memory (docs/reglas.md, History and
 * corrections 22.7).
 */
export class Descargas {
  private enCurso = 0;
  private readonly porPersona = new Map<number, number>();

  constructor(
    private readonly maxServidor = DESCARGAS_POR_SERVIDOR,
    private readonly maxPersona = DESCARGAS_POR_PERSONA,
  ) {}

  /** Takes a place for a download of `usuarioId`; returns what gives it back (once). */
  tomar(usuarioId: number): () => void {
    const suyas = this.porPersona.get(usuarioId) ?? 0;
    if (this.enCurso >= this.maxServidor || suyas >= this.maxPersona) {
      throw new DomainError(429, MENSAJE_DESCARGA_OCUPADA);
    }
    this.enCurso += 1;
    this.porPersona.set(usuarioId, suyas + 1);
    let devuelta = false;
    return () => {
      if (devuelta) return;
      devuelta = true;
      this.enCurso -= 1;
      const quedan = (this.porPersona.get(usuarioId) ?? 1) - 1;
      if (quedan > 0) this.porPersona.set(usuarioId, quedan);
      else this.porPersona.delete(usuarioId);
    };
  }
}
