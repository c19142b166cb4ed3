import './platform/app-types.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiBase, appVersion, parseLanguage } from '@srm/contract';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  type FastifyPluginAsyncZod,
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type MessageKey, translate } from './messages.ts';
import { announcementRoutes } from './modules/announcement/index.ts';
import { attachmentRoutes } from './modules/attachment/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { deliveryDetailsRoutes } from './modules/delivery-details/index.ts';
import { deliveryNoteRoutes } from './modules/delivery-note/index.ts';
import { despatchAdviceRoutes } from './modules/despatch-advice/index.ts';
import { disputeRoutes } from './modules/dispute/index.ts';
import { domainEventRoutes } from './modules/domain-event/index.ts';
import { environmentRoutes } from './modules/environment/index.ts';
import { expenseBillRoutes } from './modules/expense-bill/index.ts';
import { exportRoutes } from './modules/export/index.ts';
import {
  forecastDelforRoutes,
  forecastRiskRoutes,
  forecastRoutes,
  forecastUploadRoutes,
} from './modules/forecast/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { homeRoutes } from './modules/home/index.ts';
import { integrationRoutes } from './modules/integration/index.ts';
import { invoiceRoutes } from './modules/invoice/index.ts';
import { labelRoutes } from './modules/label/index.ts';
import { listParamRoutes } from './modules/list-param/index.ts';
import { mailRoutes } from './modules/mail/index.ts';
import { menuRoutes } from './modules/menu/index.ts';
import { onboardingRoutes } from './modules/onboarding/index.ts';
import { orderConfirmationRoutes } from './modules/order-confirmation/index.ts';
import { orderReportRoutes } from './modules/order-report/index.ts';
import { organizationRoutes } from './modules/organization/index.ts';
import { printTemplateRoutes } from './modules/print-template/index.ts';
import { qualityRoutes } from './modules/quality/index.ts';
import { receivingRoutes } from './modules/receiving/index.ts';
import { roleMenuRoutes, roleRoutes } from './modules/role/index.ts';
import { scorecardRoutes } from './modules/scorecard/index.ts';
import { signInRoutes } from './modules/sign-in/index.ts';
import { statementRoutes } from './modules/statement/index.ts';
import { userRoutes, userSelfRoutes } from './modules/user/index.ts';
import { vendorRoutes } from './modules/vendor/index.ts';
import { vendorKeyRoutes } from './modules/vendor-key/index.ts';
import { webhookRoutes } from './modules/webhook/index.ts';
import { registerAuthorization } from './platform/auth.ts';
import type { Config } from './platform/config.ts';
import type { DatabaseKind, Db } from './platform/db.ts';
import { AppError, BulkRefusal } from './platform/errors.ts';
import { DomainEvents } from './platform/events/domain-events.ts';
import { FileNotFoundError, type FileStore } from './platform/files/file-store.ts';
import { openFileStore } from './platform/files/open-file-store.ts';
import { bodyTooLarge, defaultBodyLimit, registerInputGuards } from './platform/input-guards.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { ListRegistry } from './platform/list/list-registry.ts';
import { PortalLogController, registerRequestIds, requestIdOf } from './platform/logging.ts';
import { MailPort } from './platform/mail-port.ts';
import { registerMetrics } from './platform/metrics.ts';
import { closePdfThread } from './platform/pdf/render-pdf.ts';
import { type RouteEntry, registerPermissionGuard } from './platform/permissions.ts';
import { isDatabaseUnavailable } from './platform/pg-errors.ts';
import { type ReadRouter, registerReads } from './platform/replicas.ts';
import type { RouteApp } from './platform/route-app.ts';
import { describeValidationError } from './platform/validation.ts';
import { closeWorkbookWorkers } from './platform/workbook/workbook.ts';
import { closeXlsxThread } from './platform/xlsx/xlsx-writer.ts';

export type AppOptions = {
  db: Db;
  dbKind: DatabaseKind;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** The file store; by default the one the configuration names (closed with the app). */
  files?: FileStore;
  /** Read replicas (REPLICA_DATABASE_URL, platform/replicas.ts), closed with the app; none: every read on `db`. */
  replicas?: ReadRouter;
};

const statusKeys: Record<number, MessageKey> = {
  400: 'http.400',
  401: 'http.401',
  403: 'http.403',
  404: 'http.404',
  405: 'http.405',
  408: 'http.408',
  409: 'http.409',
  413: 'http.413',
  415: 'http.415',
  429: 'http.429',
  503: 'http.503',
};

/**
 * The web app's Content-Security-Policy (PRODUCT §9), also sent with every API answer: scripts only from the app's
 * own origin (the Vite build has no inline script); styles may be inline because antd writes its CSS-in-JS into
 * <style> elements and style attributes; images also as data: (captcha) and blob: URLs; no framing by anyone.
 * `upgrade-insecure-requests` is left out: the portal is often reached over plain HTTP on a LAN address.
 */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  // `wasm-unsafe-eval` compiles WebAssembly only (the dock page's barcode reader, issue #33); JavaScript eval stays off.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Request lines of the web app's files at debug; request ids from x-request-id (platform/logging.ts).
    logController: new PortalLogController(),
    genReqId: requestIdOf,
    // Requests that arrive while closing get 503; in-flight ones finish (graceful shutdown).
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    bodyLimit: defaultBodyLimit,
    requestTimeout: 300_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('dbKind', options.dbKind);
  app.decorate('config', options.config);
  const files = options.files ?? openFileStore(options.config);
  app.decorate('files', files);
  // onClose hooks run last-registered first: the job queue (added below) stops before the store closes.
  if (!options.files) app.addHook('onClose', async () => files.close());
  app.decorate('routeTable', [] as RouteEntry[]);
  app.decorate('listRegistry', new ListRegistry());
  // The worker threads end after the jobs that may be using them (hooks run last-registered first).
  app.addHook('onClose', async () => {
    await Promise.all([closePdfThread(), closeXlsxThread(), closeWorkbookWorkers()]);
  });
  app.decorate('jobs', new JobQueue(options.db, options.dbKind, app.log));
  app.addHook('onClose', async () => app.jobs.stop());
  // Delivered through the app's job queue; subscribers register as the modules do (the mail module's), and the
  // worker starts with the other workers (main.ts).
  app.decorate(
    'events',
    new DomainEvents({ db: options.db, kind: options.dbKind, jobs: app.jobs, log: app.log }),
  );
  app.decorate('mailPort', new MailPort());
  // Before every other request hook: the write mark must cover the authentication's statements too.
  app.decorate('reads', registerReads(app, options.replicas ?? null));
  app.decorate(
    'metrics',
    registerMetrics(app, { db: options.db, jobs: app.jobs, log: app.log, reads: app.reads.router }),
  );
  registerRequestIds(app);
  // First of the request hooks, so that refusals of the later ones (401, 403, 400) carry the headers too.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.decorateRequest('lang', 'zh-chs');
  app.addHook('onRequest', async (request) => {
    request.lang = parseLanguage(request.headers['accept-language']);
  });
  registerPermissionGuard(app, app.routeTable);
  registerAuthorization(app);
  registerInputGuards(app);

  app.setErrorHandler(answerError);
  await registerOpenApi(app);
  await app.register(apiRoutes, { prefix: apiBase });
  await serveWebApp(app, options.config);
  return app;
}

/**
 * One answer for every error: the envelope with a message in the caller's language. A validation error names the
 * field, a bulk refusal names each refused row, and a 500 is logged and never shown.
 */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = request.lang;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { msg, fields } = describeValidationError(lang, error.validation, error.validationContext);
    return reply.status(400).send({ code: 400, msg, data: { fields } });
  }
  if (error instanceof FileNotFoundError) {
    const msg = translate(lang, 'files.notFound');
    return reply.status(404).send({ code: 404, msg, data: null });
  }
  if (error instanceof BulkRefusal) {
    const refused = error.causes.map((c) => ({
      LABEL: c.label,
      MSG: translate(lang, c.error.key, c.error.params),
    }));
    const msg = [translate(lang, error.key, error.params), ...refused.map((r) => `${r.LABEL}: ${r.MSG}`)];
    return reply
      .status(error.status)
      .send({ code: error.status, msg: msg.join('\n'), data: { REFUSED: refused } });
  }
  if (error instanceof AppError) {
    // A refusal of the server's own making (a render thread that failed) is logged with its cause; the caller sees
    // only the message.
    if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.key);
    return reply.status(error.status).send({
      code: error.status,
      msg: translate(lang, error.key, error.params),
      data: error.data ?? null,
    });
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const refusal = bodyTooLarge(request);
    const msg = translate(lang, refusal.key, refusal.params);
    return reply.status(413).send({ code: 413, msg, data: null });
  }
  if (status === 500 && isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    const msg = translate(lang, 'http.503');
    return reply.status(503).header('retry-after', '1').send({ code: 503, msg, data: null });
  }
  if (status === 500) {
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: translate(lang, 'http.500'), data: null });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    const msg = translate(lang, 'validation.body', { reason: translate(lang, 'validation.invalidJson') });
    return reply.status(400).send({ code: 400, msg, data: null });
  }
  const key = statusKeys[status] ?? 'http.400';
  return reply
    .status(status)
    .send({ code: status, msg: translate(lang, key, { path: request.url }), data: null });
}

/** The OpenAPI document of every route's schema, and its UI at `/api/docs`. */
async function registerOpenApi(app: RouteApp): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'SRM Portal API', version: appVersion },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          orgId: { type: 'apiKey', in: 'header', name: 'OrgId' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (e.g. the recursive menu tree) become components that `$ref`s point at.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${apiBase}/docs` });
}

/** Every module's routes, under `/api`; the order is the OpenAPI document's. */
const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(healthRoutes);
  await api.register(organizationRoutes);
  await api.register(environmentRoutes);
  await api.register(signInRoutes);
  await api.register(roleMenuRoutes);
  await api.register(deliveryNoteRoutes);
  await api.register(despatchAdviceRoutes);
  await api.register(deliveryDetailsRoutes);
  await api.register(integrationRoutes);
  await api.register(userRoutes);
  await api.register(userSelfRoutes);
  await api.register(vendorRoutes);
  await api.register(vendorKeyRoutes);
  await api.register(webhookRoutes);
  await api.register(receivingRoutes);
  await api.register(qualityRoutes);
  await api.register(onboardingRoutes);
  await api.register(roleRoutes);
  await api.register(menuRoutes);
  await api.register(auditRoutes);
  await api.register(listParamRoutes);
  await api.register(exportRoutes);
  await api.register(orderReportRoutes);
  await api.register(orderConfirmationRoutes);
  await api.register(scorecardRoutes);
  await api.register(printTemplateRoutes);
  await api.register(labelRoutes);
  await api.register(homeRoutes);
  await api.register(expenseBillRoutes);
  await api.register(statementRoutes);
  await api.register(invoiceRoutes);
  await api.register(forecastRoutes);
  await api.register(forecastDelforRoutes);
  await api.register(forecastUploadRoutes);
  await api.register(forecastRiskRoutes);
  await api.register(disputeRoutes);
  await api.register(mailRoutes);
  await api.register(announcementRoutes);
  await api.register(attachmentRoutes);
  await api.register(domainEventRoutes);
};

/** The built web app (when there is one) and the 404 of everything else. */
async function serveWebApp(app: RouteApp, config: Config): Promise<void> {
  const webDist = config.webDist;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes a brotli and a gzip copy of every text asset (web/build/precompress.ts): sent as they are
      // to a browser that asks for them, so a supplier's first visit loads a third of the bytes and the server
      // compresses nothing while it runs. WEB_COMPRESSION=off sends the files as they are.
      preCompressed: config.webCompression,
      setHeaders: (reply, filePath) => {
        // Vite names assets by content hash: cache them for a year; index.html must always be revalidated.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === apiBase || request.url.startsWith(`${apiBase}/`);
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes (and unknown pages, which show the app's 404 page) all load the single page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const urlPath = request.url.split('?')[0] ?? request.url;
    return reply
      .status(404)
      .send({ code: 404, msg: translate(request.lang, 'http.404', { path: urlPath }), data: null });
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
