import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { type FileStoreConfig, loadConfig } from '../src/platform/config.ts';
import { S3FileStore } from '../src/platform/files/s3-file-store.ts';
import type { DatabaseTestContext } from './helper.ts';

/**
 * Tests only: an S3-compatible server (s3rver, a devDependency) in the test process, on a free port of 127.0.0.1,
 * keeping its objects in a temporary folder, with one bucket. What the S3 driver talks to in `npm test`.
 */

type S3rverOptions = { port: number; address: string; silent: boolean; directory: string };
type S3rverInstance = { run(): Promise<{ address: string; port: number }>; close(): Promise<void> };
type S3rverClass = new (options: S3rverOptions) => S3rverInstance;

export type TestS3Server = {
  /** `FILE_STORE=s3` settings that reach this server (for `openFileStore` or `loadConfig`). */
  config: Extract<FileStoreConfig, { kind: 's3' }>;
  /** The same as environment variables, e.g. for a server process. */
  env: Record<string, string>;
  close(): Promise<void>;
};

export async function startTestS3Server(bucket = 'srm-files'): Promise<TestS3Server> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = await mkdtemp(path.join(os.tmpdir(), 'srm-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config = {
    kind: 's3' as const,
    endpoint,
    bucket,
    region: 'us-east-1',
    // s3rver's fixed account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  // The driver first, as the portal makes it (it silences the SDK's Node version warning before any client exists).
  await new S3FileStore(config).close();
  const client = new S3Client({
    region: config.region,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return {
    config,
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A second app over a test block's database whose file store is a test S3 server: both start in a beforeAll and
 * close in an afterAll of the block that calls this, so read `app` in its tests.
 */
export function appOnTestS3(t: DatabaseTestContext): { readonly app: App } {
  let s3: TestS3Server | undefined;
  let app: App | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-s3-app-'));
    const config = loadConfig(
      { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none'), ...s3.env },
      dataDir,
    );
    app = await buildApp({ db: t.db, dbKind: t.kind, config });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return {
    get app() {
      if (!app) throw new Error('The S3 app starts in beforeAll: use it inside tests');
      return app;
    },
  };
}
