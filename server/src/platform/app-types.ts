import type { Language } from '@srm/contract';
import type { Config } from './config.ts';
import type { DatabaseKind, Db } from './db.ts';
import type { RouteEntry } from './permissions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseKind;
    config: Config;
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    lang: Language;
  }
}
