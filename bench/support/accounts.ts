/** Accounts the seed creates and the benchmark signs in with (all share one password). */
export const BENCH_PASSWORD = 'bench-mchabbo-1';

/** The owner (level 0). */
export const OWNER = 'BenchDueno';
/** A board member (level 1): timekeeper, administration and staff at once. */
export const BOARD = 'BenchJunta';
/** A supervisor (level 3): the timekeeper of the web benchmark's Tiempos page. */
export const TIMEKEEPER = 'BenchCrono';
