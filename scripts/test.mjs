// `npm test`: install if needed, then typecheck + lint + the web build, the unit/API tests (vitest, PGlite and
// PostgreSQL) and the browser tests (Playwright, against servers started as `npm start` starts them). Prints the
// counts and how long each part took at the end (docs/performance.md "Test suite").
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { groupNames, groupsOf, serverEnv } from '../e2e/servers.mjs';
import { ensureInstalled, root, webBuildNeeded } from './lib.mjs';

process.chdir(root);
await ensureInstalled();
const started = Date.now();
const out = path.join(root, 'e2e', '.output');
rmSync(path.join(out, 'vitest.json'), { force: true });
rmSync(path.join(out, 'playwright.json'), { force: true });
mkdirSync(out, { recursive: true });
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const seconds = (since) => Math.round((Date.now() - since) / 1000);
const children = new Set();
const niceCommand = ['/usr/bin/nice', '/bin/nice'].find((file) => existsSync(file));

/**
 * Runs a node script; its output goes to the terminal (`live`), is kept and answered at the end (`quiet`), or both
 * (`tee`: shown as it comes and kept, so the summary can repeat what CI's tail of the log would not show).
 */
function runNode(args, { cwd = root, env = process.env, output = 'live', niced = false } = {}) {
  const since = Date.now();
  // `niced`: at the lowest priority (all its threads, hence `nice` rather than setPriority after the start), so it
  // takes only the CPU the tests beside it leave idle.
  const [command, commandArgs] =
    niced && niceCommand ? [niceCommand, ['-n', '19', process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    cwd,
    env,
    stdio: output === 'live' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let kept = '';
  if (output !== 'live') {
    for (const [stream, terminal] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        kept += chunk;
        if (output === 'tee') terminal.write(chunk);
      });
    }
  }
  const done = new Promise((resolve) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve({ status: code ?? 1, signal, output: kept, seconds: seconds(since) });
    });
  });
  return { child, done };
}

/** A failed check stops everything at once, as a failed typecheck always did. */
function stopAll(message) {
  console.error(`\n✖ ${message}`);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
}

/**
 * Runs steps two at a time (each step is one mostly single-threaded process) at the lowest priority, their output
 * kept and handed to `report` when each ends; stops all on a failure, printing it at once.
 */
async function steps(list, report, concurrency = 2) {
  const queue = [...list];
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const result = await runNode(step.args, { cwd: step.cwd ?? root, output: 'quiet', niced: true }).done;
      if (result.status !== 0) {
        console.log(`\n› ${step.name}\n${result.output.trimEnd()}`);
        stopAll(`${step.name} failed (exit ${result.signal ?? result.status})`);
      }
      report(
        `${result.output.trim() ? `\n› ${step.name}\n${result.output.trimEnd()}\n` : ''}› ${step.name}: passed (${result.seconds} s)`,
      );
      step.after?.();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * The browser tests' servers (one per group, e2e/servers.mjs), started as `npm start` starts them once the web build
 * is there, at the lowest priority while vitest runs: their start (initdb, migrations and demo data, 13 s and 18 s of
 * CPU each on session 13's machine) fills what vitest leaves idle instead of holding up the browser tests
 * (docs/performance.md). Playwright is told they run.
 */
process.env.E2E_PORT ??= String(20_000 + groupNames.length * Math.floor(Math.random() * 10_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'srm-e2e-'));
const browserGroups = groupsOf(Number(process.env.E2E_PORT), process.env.E2E_DATA_DIR);
const servers = [];
function startServers() {
  for (const group of browserGroups) {
    const server = runNode([path.join(root, 'scripts', 'start.mjs')], {
      env: { ...process.env, ...serverEnv(group) },
      output: 'quiet',
      niced: true,
    });
    servers.push({ group, ...server });
  }
}

/** Waits for every server's health answer; false when one ended or never answered. */
async function serversReady(timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  for (const server of servers) {
    for (;;) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) return false;
      const up = await fetch(`${server.group.baseURL}/api/health`)
        .then((res) => res.ok)
        .catch(() => false);
      if (up) break;
      if (Date.now() > until) return false;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return true;
}

/** Gives every thread of the servers the normal priority back (lowering a nice value needs root). */
function serversToNormalPriority() {
  try {
    for (const { child } of servers)
      for (const thread of readdirSync(`/proc/${child.pid}/task`))
        try {
          os.setPriority(Number(thread), 0);
        } catch (error) {
          // A thread that ended meanwhile needs nothing.
          if (error?.info?.code !== 'ESRCH') throw error;
        }
    return true;
  } catch {
    return false;
  }
}

/** Stops the servers; one that had ended by itself before (a crash under the tests) shows its output. */
async function stopServers() {
  const ended = servers.filter(({ child }) => child.exitCode !== null || child.signalCode !== null);
  for (const { child } of servers) child.kill('SIGTERM');
  for (const server of servers) {
    const result = await server.done;
    if (ended.includes(server))
      console.log(
        `\n› The ${server.group.name} server ended (exit ${result.signal ?? result.status}):\n${result.output.trimEnd()}`,
      );
  }
  servers.length = 0;
}

// vitest at once, and beside it, at the lowest priority, the checks and the web build: they fill what vitest leaves of
// the two cores (its start, its waits on PostgreSQL and on child processes, its last files) instead of running
// before it, 25 s of a quiet run. A failed check still stops everything at once. Then Playwright alone: on 2 cores,
// running the two test runners side by side made every part slower than the sum and pushed CPU-heavy tests past
// their time-outs (docs/performance.md "Test suite").
const checksStarted = Date.now();
const checkReports = [];
const needsWebBuild = webBuildNeeded();
if (!needsWebBuild) startServers();
const checks = steps(
  [
    // The web build first (the servers wait for it), then the longest first, so the two lanes end together.
    ...(needsWebBuild
      ? [
          {
            name: 'Web build (vite)',
            args: [bin('vite', 'bin/vite.js'), 'build', '--logLevel', 'warn'],
            cwd: path.join(root, 'web'),
            after: startServers,
          },
        ]
      : []),
    // TypeScript 7 (the native compiler, one thread: it runs beside vitest): the same checks in a quarter of the CPU
    // of TypeScript 5's (docs/decisions.md).
    ...['server', 'web', 'e2e', 'contract'].map((project) => ({
      name: `Typecheck ${project}`,
      args: [bin('typescript-native', 'bin/tsc'), '-p', project, '--singleThreaded'],
    })),
    { name: 'Lint (biome)', args: [bin('@biomejs/biome', 'bin/biome'), 'check', '.'] },
  ],
  (line) => checkReports.push(line),
).then(() => seconds(checksStarted));

console.log('\n› Unit and API tests (vitest), and beside them typecheck + lint + web build');
const vitestResult = await runNode(
  [
    bin('vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(out, 'vitest.json')}`,
  ],
  { env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' }, output: 'tee' },
).done;
const checksSeconds = await checks;
console.log(`\n${checkReports.join('\n')}`);

console.log('\n› Browser tests (Playwright, headless Chromium)');
// Servers that did not come up, or cannot be given the normal priority back, are stopped: Playwright then starts its
// own, as when it runs alone.
const serversUp = (await serversReady()) && serversToNormalPriority();
if (!serversUp) {
  const output = servers
    .map((s) => s.child.exitCode !== null && `${s.group.name}: ${s.child.exitCode}`)
    .filter(Boolean);
  console.log(
    `  (the servers started beside vitest are not used${output.length ? `: exited ${output.join(', ')}` : ''})`,
  );
  await stopServers();
}
const playwrightResult = await runNode(
  [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  {
    env: {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'playwright.json'),
      ...(serversUp ? { E2E_SERVERS_STARTED: '1' } : {}),
    },
  },
).done;
await stopServers();

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const v = readJson(path.join(out, 'vitest.json'));
const vTests = (v?.testResults ?? []).flatMap((f) => f.assertionResults ?? []);
const vPassed = vTests.filter((t) => t.status === 'passed');
const vFailed = vTests.filter((t) => t.status === 'failed').length + (v ? 0 : 1);
const onPostgres = vPassed.filter((t) => t.fullName.includes('[postgres]')).length;
const onPglite = vPassed.filter((t) => t.fullName.includes('[pglite]')).length;
const p = readJson(path.join(out, 'playwright.json'));
const pPassed = (p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0);
const pFlaky = p?.stats?.flaky ?? 0;
const pFailed = p ? (p.stats.unexpected ?? 0) : 1;

const passed = vPassed.length + pPassed;

/** Titles of the browser tests whose last result failed, from Playwright's nested suites. */
function failedBrowserTests(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests?.some((t) => t.status === 'unexpected'))
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...failedBrowserTests(suite.suites ?? []),
  ]);
}
const failed =
  vFailed +
  pFailed +
  (vitestResult.status === 0 ? 0 : vFailed === 0 ? 1 : 0) +
  (playwrightResult.status === 0 ? 0 : pFailed === 0 ? 1 : 0);
console.log('\n──────── Summary ────────');
// A file that failed outside its tests (a hook, an import, a time-out) or an unhandled error fails the run too:
// name it here, since CI shows only the end of the log.
for (const f of v?.testResults ?? [])
  if (f.status === 'failed' && f.message)
    console.log(
      `Failed file: ${path.relative(root, f.name)}: ${f.message.split('\n').slice(0, 6).join('\n  ')}`,
    );
for (const f of v?.testResults ?? [])
  for (const t of f.assertionResults ?? [])
    if (t.status === 'failed')
      console.log(
        `Failed test: ${path.relative(root, f.name)} › ${t.fullName}\n  ${(t.failureMessages?.[0] ?? '').split('\n').slice(0, 4).join('\n  ')}`,
      );
for (const title of failedBrowserTests(p?.suites ?? [])) console.log(`Failed browser test: ${title}`);
if (vitestResult.status !== 0 && vFailed === 0) {
  // Vitest prints unhandled errors between ⎯⎯ Unhandled Error(s) ⎯⎯ rules, far above the end of a CI log.
  const plain = stripVTControlCharacters(vitestResult.output);
  const start = plain.search(/⎯+ Unhandled (Errors|Rejection|Error) ⎯+/);
  const unhandled = start < 0 ? '' : plain.slice(start).split('\n').slice(0, 40).join('\n  ');
  console.log(
    `Vitest exited ${vitestResult.status} with no failed test${unhandled ? `:\n  ${unhandled}` : ' (its output is above).'}`,
  );
}
console.log(
  `Unit and API tests: ${vPassed.length} passed, ${vFailed} failed (on PGlite: ${onPglite}, on PostgreSQL: ${onPostgres})`,
);
console.log(
  `Browser tests:      ${pPassed} passed, ${pFailed} failed${pFlaky ? ` (${pFlaky} passed only on retry: flaky)` : ''}`,
);
console.log(
  `Time: ${seconds(started)} s (vitest ${vitestResult.seconds} s, beside it typecheck + lint + web build ${checksSeconds} s, browser tests ${playwrightResult.seconds} s)`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
