import type { StateOf } from './app-api';
import { resetRunningTimers, rollbackRows, type BenchWorker, type RowMarks } from './seed-data';
import type { Target } from './target';

/** One base's run of the benchmark, as its steps share it (bench/run.ts). */
export interface BaseRun {
  target: Target;
  /** The last id of each written table before the run: what `restore` goes back to. */
  marks: RowMarks;
  /** The confirmation's workers, the same on the app and on the baseline. */
  pool: BenchWorker[];
  /** The app's session (the baseline checks none). */
  token: string;
  state: StateOf;
}

/** Removes the rows the run wrote and makes the running timers runnable again. */
export async function restore(run: Pick<BaseRun, 'target' | 'marks'>) {
  await rollbackRows(run.target, run.marks);
  await resetRunningTimers(run.target);
}
