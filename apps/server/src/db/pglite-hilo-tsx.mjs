// The embedded database's thread when the server runs from its TypeScript sources
// (tests, `npm run dev`): registers tsx's loader in this thread (a loader given to the
// parent does not reach its threads), then runs pglite-hilo.ts. A build runs the
// compiled pglite-hilo.js instead (db/pglite-en-hilo.ts picks).
import { register } from 'tsx/esm/api';

register();
await import('./pglite-hilo.ts');
