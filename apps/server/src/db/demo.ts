import type { Db } from './client';

/** Demo data (staff at every level…), only on request with DEMO=1 or `npm run demo`. */
export async function sembrarDemo(_db: Db): Promise<void> {
  // Filled in as the features that own the data land (ranks, timers, sales, pay).
}
