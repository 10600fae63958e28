// Small numeric helpers of the benchmark scripts, free of side effects: a script with
// options of its own (bench:cpu, bench:web) can import them without bench/support/options.ts,
// which parses `npm run bench`'s command line when loaded and refuses any other option.

/** `n` rounded to `d` decimals. */
export const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

/** The middle value (the upper one of an even count); NaN for none. */
export const median = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
