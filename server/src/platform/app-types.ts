import type { Language } from '@srm/contract';
import type { Config } from './config.ts';
import type { DatabaseKind, Db } from './db.ts';
import type { FileStore } from './files/file-store.ts';
import type { RouteEntry } from './permissions.ts';
import type { Reads } from './replicas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseKind;
    config: Config;
    /** Every file the portal writes or accepts (platform/files): local folder or S3 bucket. */
    files: FileStore;
    routeTable: RouteEntry[];
    /** Where lag-tolerant reads (lists, reports, exports, charts) run: a fresh enough replica, else the primary. */
    reads: Reads;
  }
  interface FastifyRequest {
    lang: Language;
  }
}
