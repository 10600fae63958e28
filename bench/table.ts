// `npm run bench:table [-- file]`: the budgets table of docs/rendimiento.md, from a
// results file of `npm run bench` (default bench/results.json): every budget, each base
// side by side, met or not with its figure. Rewrites the doc between its two markers.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { ROOT } from './support/target';

interface Check {
  budget: string;
  value: string;
  met: boolean;
}
interface Results {
  startedAt: string;
  finishedAt: string;
  command: string;
  machine: { cpus: number; loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
  summary: { budgets: number; met: number };
  bases: Record<string, { target: { shifts: number }; budgets: Check[] }>;
  web?: { budgets: { budget: string; value: string; ok: boolean }[] } | null;
}

const START = '<!-- bench:table start -->';
const END = '<!-- bench:table end -->';
const DOC = path.join(ROOT, 'docs/rendimiento.md');
const NAMES: Record<string, string> = { pglite: 'PGlite', postgres: 'PostgreSQL', web: 'web' };

/** Each base's budgets, the web's under `web`. */
function columns(results: Results): [string, Check[]][] {
  const bases = Object.entries(results.bases).map(([k, b]): [string, Check[]] => [k, b.budgets]);
  if (!results.web) return bases;
  const web = results.web.budgets.map((c) => ({ budget: c.budget, value: c.value, met: c.ok }));
  return [...bases, ['web', web]];
}

/** The table's Markdown: a line on the run, then one row per budget. */
function budgetsTable(results: Results): string {
  const cols = columns(results);
  const budgets = [...new Set(cols.flatMap(([, checks]) => checks.map((c) => c.budget)))];
  const cell = (checks: Check[], budget: string) => {
    const c = checks.find((x) => x.budget === budget);
    return c ? `${c.met ? 'met' : '**not met**'}: ${c.value}` : '–';
  };
  const escape = (s: string) => s.replace(/\|/g, '\\|');
  const { machine } = results;
  return [
    `Run of ${results.startedAt} → ${results.finishedAt} (${machine.cpus} cores; load average ` +
      `${machine.loadAverageAtStart.join(' ')} at the start, ${machine.loadAverageAtEnd.join(' ')} ` +
      `at the end): **${results.summary.met} of ${results.summary.budgets} budgets met**. ` +
      `Command: \`${results.command}\`.`,
    '',
    `| budget | ${cols.map(([k]) => NAMES[k] ?? k).join(' | ')} |`,
    `| --- | ${cols.map(() => '---').join(' | ')} |`,
    ...budgets.map(
      (b) => `| ${escape(b)} | ${cols.map(([, checks]) => escape(cell(checks, b))).join(' | ')} |`,
    ),
  ].join('\n');
}

const file = path.resolve(ROOT, process.argv[2] ?? 'bench/results.json');
const results = JSON.parse(await readFile(file, 'utf8')) as Results;
const doc = await readFile(DOC, 'utf8');
const from = doc.indexOf(START);
const to = doc.indexOf(END);
if (from < 0 || to < from) throw new Error(`${DOC} has no ${START} … ${END} markers`);
const table = budgetsTable(results);
const text = `${doc.slice(0, from + START.length)}\n\n${table}\n\n${doc.slice(to)}`;
// Formatted as `npm run lint` checks it (Prettier aligns the table's columns).
const options = { ...(await resolveConfig(DOC)), filepath: DOC };
await writeFile(DOC, await format(text, options));
console.log(`${path.relative(ROOT, DOC)}: table rewritten from ${path.relative(ROOT, file)}`);
