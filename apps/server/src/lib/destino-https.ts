// The one check of an address the server sends to on someone's word: a push
// subscription's endpoint or the owner's Discord webhook.

/** A host name as DNS writes it: labels of letters, digits and hyphens (WHATWG lowercases it). */
const NOMBRE_DNS = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/**
 * The address the server will send to, re-serialised, when it is on an allowed host;
 * otherwise null (docs/reglas.md, Notifications 24.4 and 24.7, Discord 31.3). Only `https:`,
 * no user or password, a host that is a plain DNS name (so no parser can read another
 * host in it: `https://127.0.0.1;.push.apple.com/x` is refused, not sent to 127.0.0.1),
 * and port 443 unless the hosts list (`PUSH_HOSTS`, `DISCORD_HOSTS`) names the host with its port (`name:port`). An entry
 * names a host exactly, or `*.suffix` for any host under that domain.
 */
export function endpointPermitido(endpoint: string, hosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname;
  if (!NOMBRE_DNS.test(host)) return null;
  const permitido = hosts.some((entrada) => {
    const [nombre = '', puerto = ''] = entrada.split(':');
    if (puerto !== url.port) return false;
    return nombre.startsWith('*.')
      ? host.endsWith(nombre.slice(1)) && host.length > nombre.length - 1
      : host === nombre;
  });
  return permitido ? url.href : null;
}
