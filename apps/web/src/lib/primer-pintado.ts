/**
 * The first page's heading paints before anything else the page needs starts
 * downloading: a page's data module (features/<feature>/precargar-<pagina>.ts) waits
 * for it on the document's first load, so the heading does not queue behind its reads
 * and code (and Lighthouse's simulated paint, which counts every request started before
 * it, does not wait for them either). After that first paint it runs at once: moving
 * between pages starts a page's reads as the link is followed.
 */
let avisar: () => void = () => {};
const pintado = new Promise<void>((resolve) => {
  avisar = resolve;
});

/** A page's heading is in the document (PageHeader): it paints with the next frame. */
export function encabezadoMontado() {
  requestAnimationFrame(() => setTimeout(avisar, 0));
}

/** Runs `fn` once the first page's heading has painted; at once after that. */
export function trasPrimerPintado(fn: () => void) {
  void pintado.then(fn);
}
