// `npm run bench:web`: the web budgets. Prints what each route loads (gzip), then runs
// Lighthouse (mobile preset, the default config) with Debian's Chromium on the landing
// page and on the Tiempos page signed in as a timekeeper, against the real server on
// the benchmark data. The landing is audited three times in a row (its budget must hold
// in each run; BENCH_WEB_LANDING_RUNS changes the count). Nothing downloads a browser:
// CHROME_PATH (default /usr/bin/chromium) is launched through chrome-launcher. Writes
// bench/results-web.json (or BENCH_WEB_RESULTS, to keep experiments out of the tracked
// file); `npm run bench` runs this file at its end and adds the result to its own.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { BENCH_PASSWORD, TIMEKEEPER } from './support/accounts';
import { puertoLibre as freePort } from '../apps/server/src/test/puerto';
import { startServer } from './support/process';
import { readSeedInfo, resetRunningTimers, seed } from './support/seed-data';
import { mainTarget, ROOT } from './support/target';

/** The web budgets (docs/rendimiento.md, Budgets). */
const BUDGET = {
  landingKb: 150,
  performance: 95,
  /** The landing's accessibility score, in every run. */
  landingAccessibility: 100,
  accessibility: 95,
};
/** The metrics printed and recorded for each run, by their Lighthouse audit. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};
const LANDING_RUNS = Number(process.env.BENCH_WEB_LANDING_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

function newest(dir: string): number {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return max;
}

/** Builds the web app when it is missing or older than its sources; prints the sizes. */
function buildAndReport(): number {
  const index = path.join(ROOT, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/scripts',
    'packages/shared/src',
  ].map((s) => path.join(ROOT, s));
  const fresh =
    existsSync(index) &&
    statSync(index).mtimeMs >=
      Math.max(
        ...sources.map((s) => (statSync(s).isDirectory() ? newest(s) : statSync(s).mtimeMs)),
      );
  const run = fresh
    ? spawnSync(process.execPath, ['apps/web/scripts/report-size.mjs'], {
        cwd: ROOT,
        encoding: 'utf8',
      })
    : spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`web build failed:\n${run.stdout}${run.stderr}`);
  const report = run.stdout.slice(run.stdout.indexOf('Tamaño por ruta'));
  console.log(report.trim());
  const landing = /\/ \(inicio\)\s+([\d.]+)\s+([\d.]+)/.exec(report);
  return landing ? Number(landing[1]) + Number(landing[2]) : NaN;
}

interface Scores {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  metrics: Record<string, string | undefined>;
  failedAccessibilityAudits: string[];
  /** The elements each failed accessibility audit flagged (selector and HTML). */
  failedAccessibilityNodes: string[];
  /** The elements that moved most (what makes CLS). */
  layoutShifts: string[];
  /** The scripts that kept the main thread busiest (what makes TBT). */
  bootup: string[];
  /** Why Lighthouse could not score the run (its runtime error, the metrics' errors,
   * its warnings), when it could not. */
  problems: string[];
  /** Lighthouse's measure of this machine's CPU speed (higher is faster). */
  benchmarkIndex: number;
}

interface Bootup {
  url?: string;
  total?: number;
  scripting?: number;
}

interface AuditNode {
  node?: { selector?: string; snippet?: string };
}

interface LayoutShift {
  score?: number;
  node?: { selector?: string };
}

async function audit(page: string, url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The session is seeded in localStorage before the run; Lighthouse must keep it.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, finalDisplayedUrl, runtimeError, runWarnings, environment } =
    result.lhr;
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${finalDisplayedUrl}: the page was not the one audited`);
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const a11yRefs = categories.accessibility?.auditRefs ?? [];
  const failedA11y = a11yRefs.filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 1);
  return {
    page,
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([k, id]) => [k, audits[id]?.displayValue]),
    ),
    failedAccessibilityAudits: failedA11y.map((r) => `${r.id}: ${audits[r.id]?.title ?? ''}`),
    failedAccessibilityNodes: failedA11y.flatMap((r) =>
      ((audits[r.id]?.details as { items?: AuditNode[] } | undefined)?.items ?? [])
        .slice(0, 5)
        .map((i) => `${r.id}: ${i.node?.selector ?? '?'} ${i.node?.snippet ?? ''}`),
    ),
    layoutShifts: (
      (audits['layout-shifts']?.details as { items?: LayoutShift[] } | undefined)?.items ?? []
    )
      .slice(0, 3)
      .map((i) => `${(i.score ?? 0).toFixed(3)} ${i.node?.selector ?? '?'}`),
    bootup: ((audits['bootup-time']?.details as { items?: Bootup[] } | undefined)?.items ?? [])
      .slice(0, 4)
      .map(
        (i) =>
          `${Math.round(i.total ?? 0)} ms (script ${Math.round(i.scripting ?? 0)}) ${i.url ?? ''}`,
      ),
    problems: [
      ...(runtimeError ? [`${runtimeError.code}: ${runtimeError.message}`] : []),
      ...Object.entries(METRICS).flatMap(([k, id]) =>
        audits[id]?.errorMessage ? [`${k}: ${audits[id].errorMessage}`] : [],
      ),
      ...runWarnings,
    ],
    benchmarkIndex: Math.round(environment.benchmarkIndex),
  };
}

const loadAtStart = os.loadavg();
const landingKb = buildAndReport();
const target = mainTarget();
if (!(await readSeedInfo(target))) {
  console.log(`${target.label} is empty: seeding…`);
  await seed(target, { shifts: Number(process.env.BENCH_SHIFTS ?? 100_000) });
}
await resetRunningTimers(target);
const server = await startServer(target, await freePort());
const chrome = await launch({ chromePath: CHROME, chromeFlags: FLAGS });
const results: Scores[] = [];
try {
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nameUser: TIMEKEEPER, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as { access_token: string; user: unknown };

  // The landing page first, signed out (it sends a signed-in visitor to the panel),
  // several consecutive runs.
  for (let i = 0; i < LANDING_RUNS; i++) {
    results.push(await audit('landing', `${server.url}/`, chrome.port));
  }

  // Then the session, stored in this browser profile as the app stores it on sign-in.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('user', user);
    },
    [session.access_token, JSON.stringify(session.user)] as const,
  );
  await page.close();
  results.push(await audit('tiempos', `${server.url}/mchabbo/tiempo`, chrome.port));
} finally {
  chrome.kill();
  await server.stop();
}

console.log('\nLighthouse (mobile preset)\n');
console.log(`${'page'.padEnd(10)}${'perf'.padStart(6)}${'a11y'.padStart(6)}   metrics`);
for (const r of results) {
  const m = Object.entries(r.metrics)
    .map(([k, v]) => `${k} ${v ?? '–'}`)
    .join(', ');
  console.log(
    `${r.page.padEnd(10)}${String(r.performance).padStart(6)}${String(r.accessibility).padStart(6)}   ${m}, machine ${r.benchmarkIndex}`,
  );
  for (const f of r.failedAccessibilityAudits) console.log(`          a11y: ${f}`);
  for (const n of r.failedAccessibilityNodes) console.log(`          node: ${n}`);
  for (const l of r.layoutShifts) console.log(`          shift: ${l}`);
  for (const b of r.bootup) console.log(`          cpu: ${b}`);
  for (const p of r.problems) console.log(`          problem: ${p}`);
}
const landingRuns = results.filter((r) => r.page === 'landing');
const others = results.filter((r) => r.page !== 'landing');
const scores = (rs: Scores[], key: 'performance' | 'accessibility') =>
  rs.map((r) => r[key]).join(', ');
const checks = [
  {
    budget: `landing JS + CSS before first paint ≤ ${BUDGET.landingKb} KB gzip`,
    value: `${landingKb.toFixed(1)} KB`,
    ok: landingKb <= BUDGET.landingKb,
  },
  {
    budget: `landing: Lighthouse performance ≥ ${BUDGET.performance} in ${landingRuns.length} consecutive runs`,
    value: scores(landingRuns, 'performance'),
    ok: landingRuns.length > 0 && landingRuns.every((r) => r.performance >= BUDGET.performance),
  },
  {
    budget: `landing: Lighthouse accessibility ${BUDGET.landingAccessibility} in every run`,
    value: scores(landingRuns, 'accessibility'),
    ok:
      landingRuns.length > 0 &&
      landingRuns.every((r) => r.accessibility >= BUDGET.landingAccessibility),
  },
  ...others.flatMap((r) => [
    {
      budget: `${r.page}: Lighthouse performance ≥ ${BUDGET.performance}`,
      value: String(r.performance),
      ok: r.performance >= BUDGET.performance,
    },
    {
      budget: `${r.page}: Lighthouse accessibility ≥ ${BUDGET.accessibility}`,
      value: String(r.accessibility),
      ok: r.accessibility >= BUDGET.accessibility,
    },
  ]),
];
console.log('\nBudgets\n');
for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'MISS'} ${c.budget.padEnd(64)} ${c.value}`);
const file = path.resolve(ROOT, process.env.BENCH_WEB_RESULTS ?? 'bench/results-web.json');
await writeFile(
  file,
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      loadAverage: { atStart: loadAtStart, atEnd: os.loadavg() },
      landingKb,
      lighthouse: results,
      budgets: checks,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWrote ${path.relative(ROOT, file)}`);
