import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Config } from './config.ts';

/**
 * Logging of the API process (docs/operations.md): JSON lines for a log collector, or human-readable lines
 * (pino-pretty) on a terminal or with LOG_PRETTY=1; one line per request, but the web app's files (assets,
 * index.html, favicon) only at debug; a request id per request, taken from `x-request-id` when the caller (a load
 * balancer) sends a sane one, answered in `x-request-id`, and carried into the jobs the request sends.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logPretty'>,
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  const pretty = config.logPretty ?? stdoutIsTerminal;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  };
}

/** A request outside `/api`: the web app's files and its single page. */
export function isStaticRequest(url: string): boolean {
  const urlPath = url.split('?')[0] ?? url;
  return !(urlPath === '/api' || urlPath.startsWith('/api/'));
}

/** A query parameter that is a credential (an invitation's `token`): never written to a log line. */
const secretParam = /([?&](?:token|key|secret|password)=)[^&#]*/gi;
export const withoutSecrets = (url: string) => url.replace(secretParam, '$1[redacted]');

/** What a log line says of a request: as Fastify's serializer does, with the URL's credentials left out. */
const requestOf = (request: FastifyRequest) => ({
  method: request.method,
  url: withoutSecrets(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/**
 * One line per API request, written when it is answered (with the request, status and time); the line Fastify
 * writes when a request arrives, and both lines of the web app's files, only at debug.
 */
export class PortalLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: requestOf(request) }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (this.isLogDisabled(request)) return;
    if (error) return super.requestCompleted(error, request, reply, metadata);
    const line = { req: requestOf(request), res: reply, responseTime: reply.elapsedTime };
    if (isStaticRequest(request.url)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id: the caller's `x-request-id` when it is a sane token, else a new uuid. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && saneRequestId.test(given) ? given : randomUUID();
}

const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request (or job) this code runs for, if any: jobs sent now carry it (platform/jobs). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** Runs `work` as part of request `requestId` (a job's worker, so that the jobs it sends carry the id on). */
export function withRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? requestContext.run({ requestId }, work) : work();
}

/** Answers the request id in `x-request-id` and makes it the current one for everything the request runs. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestContext.run({ requestId: request.id }, done);
  });
}
