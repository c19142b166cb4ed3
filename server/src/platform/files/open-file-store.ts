import path from 'node:path';
import type { Config } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

/** The store the configuration names: `DATA_DIR/files`, or the S3 bucket (config.ts FILE_STORE / S3_*). */
export function openFileStore(config: Pick<Config, 'dataDir' | 'files'>): FileStore {
  const files = config.files;
  if (files.kind === 'local') return new LocalFileStore(path.join(config.dataDir, 'files'));
  return new S3FileStore(files);
}
