/** The count of unread notifications at the start of the tab's title: "(2) ". */
const CUENTA = /^\((\d+|99\+)\) /;

/**
 * The tab's title: "Tiempos — McHabbo", or the product name alone; it keeps the count of
 * unread notifications the bell put in front ("(2) Tiempos — McHabbo").
 */
export function ponerTituloDePagina(pagina: string | undefined, app: string) {
  const cuenta = CUENTA.exec(document.title)?.[0] ?? '';
  document.title = `${cuenta}${pagina ? `${pagina} — ${app}` : app}`;
}

/**
 * Puts the bell's count of unread notifications in front of the tab's title, so a
 * manager on another tab sees that something arrived (docs/reglas.md, Notifications
 * 24.3); 0 takes it away.
 */
export function ponerCuentaEnTitulo(sinLeer: number) {
  const base = document.title.replace(CUENTA, '');
  document.title = sinLeer > 0 ? `(${sinLeer > 99 ? '99+' : sinLeer}) ${base}` : base;
}
