// `npm run bench:web`: the web budgets. Prints what each route loads (gzip), then runs
// Lighthouse (mobile preset, the default config) with Debian's Chromium against the real
// server on the benchmark data, each page in alternation with its reference in the same
// run: the landing with a copy of the same prerendered page without its scripts (served
// by the same server), and the Tiempos page signed in as a timekeeper with an empty page
// of the same signed-in shell. Three runs of each (BENCH_WEB_LANDING_RUNS changes the
// count); a page's performance is judged on its median. Nothing downloads a browser:
// CHROME_PATH (default /usr/bin/chromium) is launched through chrome-launcher. Writes
// bench/results-web.json (or BENCH_WEB_RESULTS, to keep experiments out of the tracked
// file); `npm run bench` runs this file at its end and adds the result to its own.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { BENCH_PASSWORD, TIMEKEEPER } from './support/accounts';
import { puertoLibre as freePort } from '../apps/server/src/test/puerto';
import { startServer } from './support/process';
import { readSeedInfo, resetRunningTimers, seed } from './support/seed-data';
import { median } from './support/stats';
import { mainTarget, ROOT } from './support/target';

/** The web budgets (docs/rendimiento.md, Budgets). */
const BUDGET = {
  landingKb: 150,
  /** Tiempos: JS + CSS gzip before it is interactive. */
  tiemposKb: 250,
  /** Lighthouse performance: at most this many points below the page's reference. */
  performancePointsBelowReference: 5,
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
/** Runs of each page and of its reference. */
const RUNS = Number(process.env.BENCH_WEB_LANDING_RUNS ?? 3);
/** A page of the signed-in shell with nothing in it (the panel's not-found page). */
const EMPTY_SHELL = '/mchabbo/bench-pagina-vacia';
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
function buildAndReport(): { landingKb: number; tiemposKb: number } {
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
  const kb = (route: RegExp) => {
    const m = route.exec(report);
    return m ? Number(m[1]) + Number(m[2]) : NaN;
  };
  return {
    landingKb: kb(/\/ \(inicio\)\s+([\d.]+)\s+([\d.]+)/),
    tiemposKb: kb(/\/mchabbo\/tiempo\s+([\d.]+)\s+([\d.]+)/),
  };
}

/** The landing's script-free copy, a file of the build the server serves as it is. */
const SCRIPT_FREE = 'bench-inicio-sin-scripts.html';
const DIST = path.join(ROOT, 'apps/web/dist');

/**
 * Writes the prerendered landing (dist/inicio.html) without its scripts and module
 * preloads, with the compressed copies the server sends, as the build writes them.
 */
async function writeScriptFree() {
  const html = (await readFile(path.join(DIST, 'inicio.html'), 'utf8'))
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
  const file = path.join(DIST, SCRIPT_FREE);
  await writeFile(file, html);
  await writeFile(`${file}.gz`, gzipSync(html));
  await writeFile(`${file}.br`, brotliCompressSync(html));
}

const removeScriptFree = () =>
  Promise.all(
    ['', '.gz', '.br'].map((x) => rm(path.join(DIST, `${SCRIPT_FREE}${x}`), { force: true })),
  );

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
  /** The largest contentful paint's element and the phases of its time (what makes LCP). */
  lcp: string[];
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

/** Lighthouse 12's `largest-contentful-paint-element` details: the element, then its phases. */
interface LcpDetails {
  items?: {
    items?: { node?: { selector?: string; snippet?: string }; phase?: string; timing?: number }[];
  }[];
}

/** The LCP element (selector and HTML) and each phase of its time, e.g. "Render Delay 1200 ms". */
function lcpOf(details: LcpDetails | undefined): string[] {
  const [element, phases] = details?.items ?? [];
  const node = element?.items?.[0]?.node;
  return [
    ...(node ? [`${node.selector ?? '?'} ${(node.snippet ?? '').slice(0, 120)}`] : []),
    ...(phases?.items ?? []).map((p) => `${p.phase ?? '?'} ${Math.round(p.timing ?? 0)} ms`),
  ];
}

interface LayoutShift {
  score?: number;
  node?: { selector?: string };
}

/** Lighthouse's runs of one page, the last kept: one that failed to record is run again. */
const ATTEMPTS = 3;

async function audit(page: string, url: string, port: number): Promise<Scores> {
  let result: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The session is seeded in localStorage before the run; Lighthouse must keep it.
      disableStorageReset: true,
    });
    // Such as NO_NAVSTART ("Something went wrong with recording the trace… Please run
    // Lighthouse again"): no score at all, which says nothing about the page.
    if (!result?.lhr.runtimeError || attempt === ATTEMPTS) break;
    console.log(`${page}: ${result.lhr.runtimeError.code}, run again`);
  }
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
    lcp: lcpOf(audits['largest-contentful-paint-element']?.details as LcpDetails | undefined),
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

/** Signs the timekeeper in on the server. */
async function signIn(url: string) {
  const res = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nameUser: TIMEKEEPER, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (await res.json()) as { access_token: string; user: unknown };
}

/**
 * Stores the session in the browser's profile as the app stores it on sign-in, then opens
 * each signed-in page once, unmeasured, until `ready` shows: a route's first answers after
 * the server starts (code compiled on first use, reads not yet kept) are the start's
 * cost, which would otherwise fall on whichever page is audited first.
 */
async function storeSession(
  url: string,
  port: number,
  session: Awaited<ReturnType<typeof signIn>>,
  pages: { at: string; ready: string }[],
) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${url}/`);
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('user', user);
    },
    [session.access_token, JSON.stringify(session.user)] as const,
  );
  for (const { at, ready } of pages) {
    await page.goto(`${url}${at}`);
    await page.locator(ready).first().waitFor();
  }
  await page.close();
}

/** A page and its reference audited RUNS times each, in alternation (a, b, b, a, a, b). */
async function alternating(pages: [string, string][], url: string, port: number) {
  const out: Scores[] = [];
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 === 0 ? pages : [...pages].reverse();
    for (const [page, at] of order) out.push(await audit(page, `${url}${at}`, port));
  }
  return out;
}

/** Every run: the landing and its copy signed out, then Tiempos and the empty shell. */
async function auditAll(url: string, port: number) {
  const session = await signIn(url);
  // Signed out first: the landing sends a signed-in visitor to the panel.
  const landing = await alternating(
    [
      ['landing', '/'],
      ['landing without scripts', `/${SCRIPT_FREE}`],
    ],
    url,
    port,
  );
  await storeSession(url, port, session, [
    // A timer's card: the list has been read and drawn.
    { at: '/mchabbo/tiempo', ready: 'main li[aria-label]' },
    { at: EMPTY_SHELL, ready: 'main h1' },
  ]);
  const panel = await alternating(
    [
      ['tiempos', '/mchabbo/tiempo'],
      ['empty shell', EMPTY_SHELL],
    ],
    url,
    port,
  );
  return [...landing, ...panel];
}

function printScores(results: Scores[]) {
  console.log('\nLighthouse (mobile preset)\n');
  console.log(`${'page'.padEnd(26)}${'perf'.padStart(6)}${'a11y'.padStart(6)}   metrics`);
  for (const r of results) {
    const m = Object.entries(r.metrics)
      .map(([k, v]) => `${k} ${v ?? '–'}`)
      .join(', ');
    console.log(
      `${r.page.padEnd(26)}${String(r.performance).padStart(6)}${String(r.accessibility).padStart(6)}   ${m}, machine ${r.benchmarkIndex}`,
    );
    for (const f of r.failedAccessibilityAudits) console.log(`          a11y: ${f}`);
    for (const n of r.failedAccessibilityNodes) console.log(`          node: ${n}`);
    for (const l of r.layoutShifts) console.log(`          shift: ${l}`);
    for (const b of r.bootup) console.log(`          cpu: ${b}`);
    if (r.lcp.length) console.log(`          lcp: ${r.lcp.join('; ')}`);
    for (const p of r.problems) console.log(`          problem: ${p}`);
  }
}

/** A page's performance against its reference's: medians of their alternating runs. */
function againstReference(results: Scores[], page: string, reference: string) {
  const of = (name: string) => results.filter((r) => r.page === name).map((r) => r.performance);
  const [a, b] = [of(page), of(reference)];
  const points = BUDGET.performancePointsBelowReference;
  return {
    budget: `${page}: Lighthouse performance within ${points} points of the ${reference} (medians)`,
    value: `${median(a)} vs ${median(b)} (${a.join(', ')} against ${b.join(', ')})`,
    ok: a.length > 0 && b.length > 0 && median(a) >= median(b) - points,
  };
}

function webChecks(sizes: ReturnType<typeof buildAndReport>, results: Scores[]) {
  const runs = (page: string) => results.filter((r) => r.page === page);
  const a11y = (page: string, least: number) => ({
    budget: `${page}: Lighthouse accessibility ≥ ${least} in every run`,
    value: runs(page)
      .map((r) => r.accessibility)
      .join(', '),
    ok: runs(page).length > 0 && runs(page).every((r) => r.accessibility >= least),
  });
  return [
    {
      budget: `landing JS + CSS before first paint ≤ ${BUDGET.landingKb} KB gzip`,
      value: `${sizes.landingKb.toFixed(1)} KB`,
      ok: sizes.landingKb <= BUDGET.landingKb,
    },
    againstReference(results, 'landing', 'landing without scripts'),
    a11y('landing', BUDGET.landingAccessibility),
    {
      budget: `tiempos JS + CSS before interactive ≤ ${BUDGET.tiemposKb} KB gzip`,
      value: `${sizes.tiemposKb.toFixed(1)} KB`,
      ok: sizes.tiemposKb <= BUDGET.tiemposKb,
    },
    againstReference(results, 'tiempos', 'empty shell'),
    a11y('tiempos', BUDGET.accessibility),
  ];
}

const loadAtStart = os.loadavg();
const sizes = buildAndReport();
const target = mainTarget();
if (!(await readSeedInfo(target))) {
  console.log(`${target.label} is empty: seeding…`);
  await seed(target, { shifts: Number(process.env.BENCH_SHIFTS ?? 100_000) });
}
await resetRunningTimers(target);
// Before the server starts: it serves the files the build folder holds at its start.
await writeScriptFree();
const server = await startServer(target, await freePort());
const chrome = await launch({ chromePath: CHROME, chromeFlags: FLAGS });
let results: Scores[] = [];
try {
  results = await auditAll(server.url, chrome.port);
} finally {
  chrome.kill();
  await server.stop();
  await removeScriptFree();
}
printScores(results);
const checks = webChecks(sizes, results);
console.log('\nBudgets\n');
for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'MISS'} ${c.budget.padEnd(64)} ${c.value}`);
const file = path.resolve(ROOT, process.env.BENCH_WEB_RESULTS ?? 'bench/results-web.json');
await writeFile(
  file,
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      loadAverage: { atStart: loadAtStart, atEnd: os.loadavg() },
      ...sizes,
      budgetDefinitions: BUDGET,
      lighthouse: results,
      budgets: checks,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWrote ${path.relative(ROOT, file)}`);
