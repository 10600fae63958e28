/**
 * A calendar day sent as `YYYY-MM-DD` (such as a pay week's Monday) shown as
 * `DD/MM/YYYY`. Read as text, not as a Date, so no time zone can move it a day.
 */
export function diaCorto(dia: string): string {
  const partes = /^(\d{4})-(\d{2})-(\d{2})/.exec(dia);
  return partes ? `${partes[3]}/${partes[2]}/${partes[1]}` : dia;
}
