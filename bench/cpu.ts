// `npm run bench:cpu`: the CPU time one timer action costs the app, against the same SQL
// replayed through the raw driver, in this one process and in alternating turns (app,
// raw, raw, app, …). The p99 of `npm run bench` at 50 connections moves 15–40 % from
// round to round; CPU time per call repeats within a few per cent, so it is the figure
// to compare two versions of the write path by (docs/rendimiento.md, How to run).
// The app is the real one built in this process (routes, hooks, auth guard, zod,
// services, Drizzle), called through `inject`: no socket, but light-my-request's own
// cost. --connections keeps that many timers acting at once. Same target as
// `npm run bench`; what the turns write is removed at the end.
import { parseArgs } from 'node:util';
import { PAUSE, RESUME } from './support/calls';
import { inProcessApp } from './support/in-process';
import { recordCalls } from './support/record-calls';
import { replay, substitute } from './support/recorder';
import { restore } from './support/base-run';
import { marksOf } from './support/seed-data';
import { median, round } from './support/stats';
import { mainTarget, openTarget } from './support/target';

const { values } = parseArgs({
  options: {
    actions: { type: 'string', default: '2000' },
    turns: { type: 'string', default: '3' },
    connections: { type: 'string', default: '1' },
  },
});
const ACTIONS = Number(values.actions);
const TURNS = Number(values.turns);
const CONNECTIONS = Number(values.connections);

/** CPU milliseconds this process has used so far: user and system. */
const cpu = () => {
  const u = process.cpuUsage();
  return { user: u.user / 1000, system: u.system / 1000 };
};

const target = mainTarget();
const database = await openTarget(target);
const marks = await marksOf(database);
/** CPU milliseconds per action, user and system. */
interface Used {
  user: number;
  system: number;
}
const turns: Record<'app' | 'raw', Used[]> = { app: [], raw: [] };
try {
  const { units, timerId } = await recordCalls(database);
  const { inject, close } = await inProcessApp(database);
  const { tiempos } = (await inject('GET', '/api/tiempos/all')).json<{
    tiempos: { id: number; pausado: boolean }[];
  }>();
  const timers = tiempos.filter((t) => !t.pausado).slice(0, CONNECTIONS);
  if (timers.length < CONNECTIONS) {
    throw new Error(`only ${timers.length} running timers for ${CONNECTIONS} connections`);
  }
  const pause = units.get(PAUSE) ?? [];
  const resume = units.get(RESUME) ?? [];

  /** Each timer paused and resumed in turn, about `actions` actions in all; CPU per action. */
  const turn = async (act: (timer: number) => Promise<void>, actions = ACTIONS) => {
    let done = 0;
    const before = cpu();
    await Promise.all(
      timers.map(async ({ id }) => {
        for (let i = 0; i < Math.ceil(actions / timers.length / 2); i++) {
          await act(id);
          done += 2;
        }
      }),
    );
    const after = cpu();
    return {
      user: (after.user - before.user) / done,
      system: (after.system - before.system) / done,
    };
  };
  const app = async (id: number) => {
    for (const path of [PAUSE, RESUME]) {
      const answer = await inject('POST', path, { id });
      if (answer.statusCode >= 400) throw new Error(`${path} answered ${answer.body}`);
    }
  };
  const raw = async (id: number) => {
    await replay(database, substitute(pause, timerId, id));
    await replay(database, substitute(resume, timerId, id));
  };

  console.log(
    `${target.label}: ${ACTIONS} timer actions a turn, ${CONNECTIONS} at once; ` +
      'CPU ms per action (user + system)',
  );
  // Warm-up, not counted: the first calls of each side compile and optimise its code.
  await turn(app);
  await turn(raw);
  for (let t = 0; t < TURNS; t++) {
    const order = t % 2 === 0 ? (['app', 'raw'] as const) : (['raw', 'app'] as const);
    for (const side of order) {
      const used = await turn(side === 'app' ? app : raw);
      turns[side].push(used);
      console.log(
        `  ${side.padEnd(3)}  ${round(used.user, 3).toFixed(3)} + ${round(used.system, 3).toFixed(3)} ms`,
      );
    }
  }
  await close();
} finally {
  await database.close();
  await restore({ target, marks });
}

const total = (xs: Used[]) => median(xs.map((x) => x.user + x.system));
const [app, raw] = [total(turns.app), total(turns.raw)];
console.log(
  `medians: app ${round(app, 3)} ms, raw ${round(raw, 3)} ms per action: ` +
    `the app ${round(app / raw)}× (${round(app - raw, 3)} ms more)`,
);
