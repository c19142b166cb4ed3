import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { buildApp } from './app.ts';
import { startAttachmentCleanup } from './modules/attachment/index.ts';
import { startExportWorker } from './modules/export/index.ts';
import { startMailWorker } from './modules/mail/index.ts';
import { startDocumentReminder } from './modules/onboarding/index.ts';
import { startOrderLineReminder } from './modules/order-confirmation/index.ts';
import { startEventRetention } from './modules/organization/index.ts';
import { startNcrReminder } from './modules/quality/index.ts';
import { preparePasswordKey } from './modules/sign-in/index.ts';
import { deleteMessagesOfEvents, startWebhookWorker } from './modules/webhook/index.ts';
import { clusterPlan, isClusterWorker, isFirstWorker, runPrimary } from './platform/cluster.ts';
import { loadConfig } from './platform/config.ts';
import { analyzeTables, type DatabaseHandle, openDatabase } from './platform/db.ts';
import { loggerOptions } from './platform/logging.ts';
import { serveMetrics } from './platform/metrics.ts';
import { migrateToLatest } from './platform/migrate.ts';
import { preparePdf } from './platform/pdf/render-pdf.ts';
import { openReadRouter } from './platform/replicas.ts';
import { demoAccounts, demoApiKey, demoPassword, isEmptyDatabase, loadDemoData } from './seed/demo.ts';
import { installNewMenus } from './seed/install-menus.ts';

const started = Date.now();
const config = loadConfig();

async function open(): Promise<DatabaseHandle> {
  if (config.databaseUrl)
    return openDatabase({
      kind: 'postgres',
      url: config.databaseUrl,
      ...(config.databasePoolSize ? { maxConnections: config.databasePoolSize } : {}),
      ...(config.reportDatabaseUrl ? { reportUrl: config.reportDatabaseUrl } : {}),
    });
  const dataDir = path.join(config.dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  return openDatabase({ kind: 'pglite', dataDir });
}

// WORKERS=N (N > 1, PostgreSQL only): this process becomes the cluster primary (platform/cluster.ts); it migrates
// and loads the demo data once, then forks the workers, which skip both.
const plan = (() => {
  try {
    return clusterPlan(process.env);
  } catch (error) {
    // The operator's message alone, without a stack.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
})();
const inWorker = isClusterWorker();
const handle = await open();
const applied = inWorker ? [] : await migrateToLatest(handle.db);
// The embedded database has no autovacuum: fresh statistics keep plans (and the admin-SQL cost cap) honest.
if (handle.kind === 'pglite') await analyzeTables(handle.db);
const seedDemo = config.seedDemo ?? handle.kind === 'pglite';
let seeded = false;
if (!inWorker && seedDemo && (await isEmptyDatabase(handle.db))) {
  const summary = await loadDemoData(handle.db);
  seeded = true;
  console.log(
    `Demo data loaded: ${summary.organizations} organisations, ${summary.users} accounts, ` +
      `${summary.orderLines} order lines, ${summary.deliveryNotes} delivery notes`,
  );
}
if (!inWorker) await preparePasswordKey(handle.db);
// Screens added to the registry since this install last started reach its menu (the super administrator's at once).
const newMenus = inWorker || seeded ? [] : await installNewMenus(handle.db);
if (newMenus.length) console.log(`Menu entries installed: ${newMenus.join(', ')}`);
if (plan.workers > 1 && !inWorker) {
  await handle.close();
  if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);
  console.log(`Starting ${plan.workers} API processes (WORKERS=${plan.workers}) on port ${config.port}`);
  runPrimary({ workers: plan.workers, exec: import.meta.filename });
} else await serve();

async function serve(): Promise<void> {
  if (config.replicaUrls.length && handle.kind !== 'postgres')
    console.warn('REPLICA_DATABASE_URL is ignored: replicas need DATABASE_URL (PostgreSQL)');
  const replicas =
    config.replicaUrls.length && handle.kind === 'postgres'
      ? openReadRouter(handle.db, {
          urls: config.replicaUrls,
          maxLagMs: config.replicaMaxLagMs,
          ...(config.databasePoolSize ? { maxConnections: config.databasePoolSize } : {}),
        })
      : undefined;
  const app = await buildApp({
    db: handle.db,
    dbKind: handle.kind,
    config,
    logger: loggerOptions(config),
    ...(replicas ? { replicas } : {}),
  });

  // Background jobs run in every API process; pg-boss hands each job to exactly one of them.
  await startExportWorker(app);
  // Unclaimed uploads older than a day and dropped attachments go, with their files (each row by one process).
  startAttachmentCleanup(app);
  // Order lines waiting for the vendor's answer past the organisation's limit: reminded once a day (each line by one
  // process), through the mail module's subscription to order.line.unanswered.
  startOrderLineReminder(app);
  // NCRs past their due date and not answered: the vendor is reminded once a day (mail subscribes to ncr.overdue).
  startNcrReminder(app);
  // Compliance documents 60, 30, 7 and 0 days before they end: the vendor is reminded (document.expiring).
  startDocumentReminder(app);
  // Event months: next months' partitions made, months past every organisation's retention dropped (hourly).
  startEventRetention(app, [deleteMessagesOfEvents]);
  await startMailWorker(app);
  // Webhook messages to the endpoints (signed, retried for a day), one job per attempt.
  await startWebhookWorker(app);
  // Domain events to their subscribers (the mail module's among them), through the same job queue.
  await app.events.start();

  if (config.captchaDisabled) {
    app.log.warn(
      'CAPTCHA_DISABLED=1: sign-in does not check the captcha. For automated tests only, never in production.',
    );
  }

  /** The METRICS_PORT server, once listening. */
  let metricsServer: Server | undefined;
  /** How long in-flight requests get to finish after SIGTERM/SIGINT. */
  const shutdownGraceMs = 10_000;
  let closing = false;
  /** Stop accepting, let in-flight requests finish, then close the database (which flushes PGlite to disk). */
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Keep-alive connections that were busy when closing began become idle only after their response: close
      // them as they do, and cut whatever is left after the grace period, so the process never waits on them.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      const deadline = setTimeout(() => app.server.closeAllConnections(), shutdownGraceMs);
      metricsServer?.close();
      await app.close();
      clearInterval(sweep);
      clearTimeout(deadline);
      await handle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The render thread started and the PDF stack loaded while the process is still quiet, not by the first print of a
  // busy hour (render-pdf.ts).
  setTimeout(() => {
    preparePdf().catch((err: unknown) => app.log.warn({ err }, 'PDF stack not prepared'));
  }, 3_000).unref();
  if (config.metricsPort)
    metricsServer = (await serveMetrics(app.metrics, config.metricsPort, config.host)).server;
  // In a cluster the first worker speaks for all (the others would print the same lines).
  if (!isFirstWorker()) return;
  const url = `http://${config.host}:${config.port}`;
  const lines = [
    '',
    `SRM Portal is running at ${url}  (Node ${process.version}, database: ${handle.kind}${applied.length ? `, migrations applied: ${applied.join(', ')}` : ''}${inWorker ? `, ${plan.workers} API processes` : ''})`,
    `API documentation: ${url}/api/docs`,
    `Health: ${url}/api/health (liveness), ${url}/api/health/ready (readiness)`,
  ];
  if (config.metricsPort) lines.push(`Metrics: http://${config.host}:${config.metricsPort}/metrics`);
  if (seedDemo) {
    lines.push(`Demo accounts${seeded ? ' (just created)' : ''}, password ${demoPassword}:`);
    for (const a of demoAccounts) lines.push(`  ${a.userName.padEnd(8)} ${a.note}`);
    lines.push(`Demo ERP/WMS API key (X-Api-Key, organisation HQ): ${demoApiKey}`);
  }
  lines.push(`Started in ${((Date.now() - started) / 1000).toFixed(1)} s`, '');
  console.log(lines.join('\n'));
}
