import cluster, { type Worker } from 'node:cluster';

/**
 * Several API processes on one machine (issue #16, `WORKERS=N npm start`) with node:cluster: the primary runs the
 * migrations and the first-start demo data once, then forks N workers that share the port (the primary hands each
 * new connection to one of them in turn). Every worker is a whole server (API, job workers, attachment cleanup);
 * what they share lives in PostgreSQL (sessions, the authentication counter, list configuration, jobs), and files
 * in the file store (DATA_DIR/files on this machine, or S3). A worker that dies is started again, after a pause that
 * doubles while workers keep dying young; SIGTERM/SIGINT to the primary stops every worker gracefully, then itself.
 */

/** How many API processes to run: 1 = no cluster (this process serves). */
export type ClusterPlan = { workers: number };

/** The most workers one machine gets (each holds a database pool of its own). */
export const maxWorkers = 64;

/**
 * Reads WORKERS (default 1). More than one needs PostgreSQL: the embedded database's data directory belongs to the
 * one process that opened it. Throws a message for the operator, naming the variable.
 */
export function clusterPlan(env: NodeJS.ProcessEnv): ClusterPlan {
  const raw = env.WORKERS?.trim();
  if (!raw) return { workers: 1 };
  const workers = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(workers) || workers < 1 || workers > maxWorkers)
    throw new Error(`Invalid environment: WORKERS: a whole number from 1 to ${maxWorkers} (got "${raw}")`);
  if (workers > 1 && !env.DATABASE_URL)
    throw new Error(
      `WORKERS=${workers} needs PostgreSQL (DATABASE_URL): the embedded database (DATA_DIR/pg) is owned by one ` +
        'process. Run one process on the embedded database (WORKERS=1), or set DATABASE_URL.',
    );
  return { workers };
}

/** True in a process the cluster primary forked (it serves; the primary has done the migrations). */
export const isClusterWorker = (): boolean => cluster.isWorker;

/** True outside a cluster, and in the first worker the primary forked (the one that prints the start-up lines). */
export const isFirstWorker = (): boolean => !cluster.isWorker || cluster.worker?.id === 1;

/** Pause before starting a worker again: 1 s, doubling for each worker that died within a minute, up to 30 s. */
export function restartDelayMs(recentDeaths: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, recentDeaths - 1));
}

type PrimaryOptions = {
  workers: number;
  /** The entry point each worker runs (main.ts); a TypeScript one gets the tsx loader the primary has. */
  exec: string;
  /** Lines for the operator (the primary has no app logger): stdout by default. */
  log?: (line: string) => void;
  /** How long workers get to stop after SIGTERM before they are killed. */
  stopGraceMs?: number;
};

/**
 * Runs the cluster primary: forks the workers (this same entry point, with the same Node options) and keeps them
 * running until SIGTERM/SIGINT. Never returns; the process exits 0 once every worker has stopped.
 */
export function runPrimary(options: PrimaryOptions): void {
  const log = options.log ?? ((line: string) => console.log(line));
  const stopGraceMs = options.stopGraceMs ?? 20_000;
  let stopping = false;
  /** When workers died young lately (a crash loop slows down instead of spinning). */
  let deaths: number[] = [];
  const startedAt = new Map<Worker, number>();
  // `npm start` registers tsx in scripts/start.mjs (no Node option): workers run main.ts with `--import tsx`.
  const hasTsx = process.execArgv.some((arg) => arg.includes('tsx'));
  cluster.setupPrimary({
    exec: options.exec,
    execArgv:
      options.exec.endsWith('.ts') && !hasTsx ? [...process.execArgv, '--import', 'tsx'] : process.execArgv,
  });

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    log(`Worker ${worker.id} started (pid ${worker.process.pid}).`);
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log('All workers stopped.');
        process.exit(0);
      }
      return;
    }
    const now = Date.now();
    deaths = deaths.filter((at) => now - at < 60_000);
    if (lived < 60_000) deaths.push(now);
    const delay = restartDelayMs(deaths.length);
    log(
      `Worker ${worker.id} (pid ${worker.process.pid}) stopped (${signal ?? `exit code ${code}`}) after ` +
        `${(lived / 1000).toFixed(1)} s; starting another in ${delay / 1000} s.`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    log(`${signal}: stopping ${running.length} worker(s).`);
    if (running.length === 0) process.exit(0);
    // Each worker drains its requests and jobs itself (main.ts shutdown). A worker forked by a terminal's Ctrl+C
    // gets SIGINT from the terminal too; a second signal is harmless there.
    for (const worker of running) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      log('Workers that did not stop in time were killed.');
      process.exit(1);
    }, stopGraceMs).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < options.workers; i++) fork();
}
