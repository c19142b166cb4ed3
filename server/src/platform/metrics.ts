import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Db, poolUsage } from './db.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { pdfRendersInFlight } from './pdf/render-pdf.ts';
import type { ReadRouter } from './replicas.ts';

/**
 * Prometheus metrics of one app (docs/operations.md): requests per route pattern, method and status class with
 * their latency, PostgreSQL pool usage, job queue depth and failures, mail backlog; and, once per process, Node's
 * default metrics (event-loop delay, GC, heap, CPU). Served at GET /api/metrics (admin) and on METRICS_PORT.
 */
export type AppMetrics = {
  registry: Registry;
  /** The exposition text of this app's and the process's metrics. */
  text: () => Promise<string>;
  contentType: string;
};

let processRegistry: Registry | undefined;
/** Node's default metrics, collected once per process however many apps it builds (tests build many). */
function defaultMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'srm_' });
  }
  return processRegistry;
}

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label: the route's URL pattern (bounded), `static` for the web app's files, `unmatched` for a 404. */
export function routeLabel(pattern: string | undefined): string {
  if (!pattern) return 'unmatched';
  return pattern.startsWith('/api/') ? pattern : 'static';
}

/** Mails waiting to be sent (queued or waiting for a retry); null before the mail migration. */
async function mailBacklog(db: Db): Promise<number | null> {
  const { rows } = await sql<{ n: number; present: boolean }>`
    select to_regclass('mail_log') is not null as present`.execute(db);
  if (!rows[0]?.present) return null;
  const counted = await sql<{ n: string | number }>`
    select count(*) as n from mail_log where state in ('queued', 'retrying')`.execute(db);
  return Number(counted.rows[0]?.n ?? 0);
}

export function registerMetrics(
  app: FastifyInstance,
  sources: { db: Db; jobs: JobQueue; log?: FastifyInstance['log']; reads?: ReadRouter | null },
): AppMetrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'srm_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'srm_http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status class',
    labelNames,
    buckets: latencyBuckets,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeLabel(request.routeOptions.url),
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const quietly = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (err) {
      sources.log?.warn({ err }, `metrics: ${what} not read`);
    }
  };
  new Gauge({
    name: 'srm_db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const usage = poolUsage(sources.db);
      if (!usage) return;
      this.set({ state: 'total' }, usage.total);
      this.set({ state: 'idle' }, usage.idle);
      this.set({ state: 'waiting' }, usage.waiting);
    },
  });
  new Gauge({
    name: 'srm_job_queue_waiting',
    help: 'Jobs waiting to run (created or waiting for a retry), per queue this process works or sends',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      await quietly('job queue', async () => {
        for (const { queue, waiting } of await sources.jobs.queueSizes()) this.set({ queue }, waiting);
      });
    },
  });
  new Gauge({
    name: 'srm_job_failures',
    help: 'Job attempts that failed in this process since it started (thrown or of a stopped process), per queue',
    labelNames: ['queue'],
    registers: [registry],
    collect() {
      for (const [queue, failed] of sources.jobs.failures()) this.set({ queue }, failed);
    },
  });
  const reads = sources.reads;
  if (reads) {
    new Gauge({
      name: 'srm_db_replica_lag_seconds',
      help: 'How far each read replica is behind the primary (time since the newest primary position it has replayed)',
      labelNames: ['replica'],
      registers: [registry],
      collect() {
        for (const r of reads.replicas())
          if (r.lagSeconds !== null) this.set({ replica: r.name }, r.lagSeconds);
      },
    });
    new Gauge({
      name: 'srm_db_replica_up',
      help: 'Whether each read replica answered its last poll as a standby (1) or is skipped (0)',
      labelNames: ['replica'],
      registers: [registry],
      collect() {
        for (const r of reads.replicas()) this.set({ replica: r.name }, r.up ? 1 : 0);
      },
    });
    new Gauge({
      name: 'srm_db_reads_total',
      help: 'Lag-tolerant reads (lists, reports, exports, charts) since start, by where they ran',
      labelNames: ['target'],
      registers: [registry],
      collect() {
        this.set({ target: 'replica' }, reads.served.replica);
        this.set({ target: 'primary' }, reads.served.primary);
      },
    });
  }
  new Gauge({
    name: 'srm_pdf_renders_in_flight',
    help: 'PDFs handed to this process’s render thread and not yet back (one rendering, the rest queued)',
    registers: [registry],
    collect() {
      this.set(pdfRendersInFlight());
    },
  });
  new Gauge({
    name: 'srm_mail_backlog',
    help: 'Mails queued or waiting for a retry (mail_log)',
    registers: [registry],
    async collect() {
      await quietly('mail backlog', async () => {
        const backlog = await mailBacklog(sources.db);
        if (backlog !== null) this.set(backlog);
      });
    },
  });

  const merged = Registry.merge([registry, defaultMetrics()]);
  return { registry, text: () => merged.metrics(), contentType: merged.contentType };
}

/**
 * METRICS_PORT: `GET /metrics` on a port of its own, without sign-in, for a Prometheus scraper (bind it where only
 * the scraper reaches it). Resolves with the listening server and its port.
 */
export async function serveMetrics(
  metrics: AppMetrics,
  port: number,
  host: string,
): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: GET /metrics\n');
      return;
    }
    metrics.text().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics not read\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port };
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}
