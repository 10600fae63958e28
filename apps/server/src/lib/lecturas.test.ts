import { describe, expect, it } from 'vitest';
import { Lecturas, SIN_INSTANTANEA } from './lecturas';

/** A loader that counts its calls and answers with the call number. */
function cargador() {
  let llamadas = 0;
  return {
    cargar: async () => ++llamadas,
    get llamadas() {
      return llamadas;
    },
  };
}

describe('kept reads', () => {
  it('answers from memory at the same snapshot and reloads at another', async () => {
    const lecturas = new Lecturas();
    const c = cargador();
    expect(await lecturas.leerEn('10:10:', 'lista', c.cargar)).toBe(1);
    expect(await lecturas.leerEn('10:10:', 'lista', c.cargar)).toBe(1);
    expect(await lecturas.leerEn('10:11:', 'lista', c.cargar)).toBe(2);
    expect(await lecturas.leerEn('10:11:', 'lista', c.cargar)).toBe(2);
    expect(c.llamadas).toBe(2);
  });

  it('shares one load between concurrent requests at the same snapshot', async () => {
    const lecturas = new Lecturas();
    const c = cargador();
    const respuestas = await Promise.all(
      [1, 2, 3].map(() => lecturas.leerEn('5:5:', 'lista', c.cargar)),
    );
    expect(respuestas).toEqual([1, 1, 1]);
    expect(c.llamadas).toBe(1);
  });

  it('keeps each key apart', async () => {
    const lecturas = new Lecturas();
    expect(await lecturas.leerEn('1:1:', 'a', async () => 'A')).toBe('A');
    expect(await lecturas.leerEn('1:1:', 'b', async () => 'B')).toBe('B');
    expect(await lecturas.leerEn('1:1:', 'a', async () => 'otra')).toBe('A');
  });

  it('does not keep a failed load', async () => {
    const lecturas = new Lecturas();
    await expect(
      lecturas.leerEn('1:1:', 'perfil', async () => {
        throw new Error('Usuario no encontrado.');
      }),
    ).rejects.toThrow('Usuario no encontrado.');
    expect(await lecturas.leerEn('1:1:', 'perfil', async () => 'ya existe')).toBe('ya existe');
  });

  it('never keeps anything without a snapshot', async () => {
    const lecturas = new Lecturas();
    const c = cargador();
    await lecturas.leerEn(SIN_INSTANTANEA, 'lista', c.cargar);
    await lecturas.leerEn(SIN_INSTANTANEA, 'lista', c.cargar);
    expect(c.llamadas).toBe(2);
    expect(lecturas.tamano).toBe(0);
  });

  it('drops the oldest key beyond its size', async () => {
    const lecturas = new Lecturas(2);
    const c = cargador();
    await lecturas.leerEn('1:1:', 'a', c.cargar);
    await lecturas.leerEn('1:1:', 'b', c.cargar);
    await lecturas.leerEn('1:1:', 'c', c.cargar);
    expect(lecturas.tamano).toBe(2);
    await lecturas.leerEn('1:1:', 'b', c.cargar); // still kept
    await lecturas.leerEn('1:1:', 'a', c.cargar); // dropped: loaded again
    expect(c.llamadas).toBe(4);
  });

  it('stops reusing a value at its end even while the database is unchanged', async () => {
    let ahora = Date.parse('2026-01-11T22:59:00Z');
    const lecturas = new Lecturas(10, () => ahora);
    const c = cargador();
    const fin = new Date('2026-01-11T23:00:00Z'); // the pay week ends
    expect(await lecturas.leerEn('7:7:', 'ranking', c.cargar, fin)).toBe(1);
    expect(await lecturas.leerEn('7:7:', 'ranking', c.cargar, fin)).toBe(1);
    ahora = fin.getTime();
    expect(await lecturas.leerEn('7:7:', 'ranking', c.cargar, fin)).toBe(2);
  });

  it('runs a lazy query once, however often its kept value is awaited', async () => {
    const lecturas = new Lecturas();
    let ejecuciones = 0;
    // Like a Drizzle query builder: every `then` runs the query again.
    const consulta = {
      then<T>(ok: (filas: string[]) => T) {
        ejecuciones++;
        return Promise.resolve(['fila']).then(ok);
      },
    };
    for (let i = 0; i < 3; i++) {
      expect(await lecturas.leerEn('3:3:', 'abiertos', () => consulta as never)).toEqual(['fila']);
    }
    expect(ejecuciones).toBe(1);
  });

  it("reads the request's snapshot once per request, and keeps nothing outside a request", async () => {
    let instantanea = '1:1:';
    let lecturasDeInstantanea = 0;
    const lecturas = new Lecturas(10, Date.now, async () => {
      lecturasDeInstantanea++;
      return instantanea;
    });
    const c = cargador();
    const enPeticion = (fn: () => Promise<unknown>) =>
      new Promise((resolve, reject) => lecturas.enPeticion(() => void fn().then(resolve, reject)));

    await enPeticion(async () => {
      expect(await lecturas.leer('a', c.cargar)).toBe(1);
      expect(await lecturas.leer('b', c.cargar)).toBe(2);
    });
    expect(lecturasDeInstantanea).toBe(1);
    await enPeticion(async () => expect(await lecturas.leer('a', c.cargar)).toBe(1));
    instantanea = '1:2:';
    await enPeticion(async () => expect(await lecturas.leer('a', c.cargar)).toBe(3));
    expect(lecturasDeInstantanea).toBe(3);

    expect(await lecturas.leer('a', c.cargar)).toBe(4);
    expect(await lecturas.leer('a', c.cargar)).toBe(5);
    expect(lecturasDeInstantanea).toBe(3);
  });
});
