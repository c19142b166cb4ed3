import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../../test/s3-test-server.ts';
import { loadConfig } from '../config.ts';
import {
  FileNotFoundError,
  FileSizeMismatchError,
  type FileStore,
  InvalidFileKeyError,
  isValidKey,
} from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import { openFileStore } from './open-file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A body of `size` bytes delivered in uneven chunks, as a network upload or a workbook writer delivers it. */
function chunked(bytes: Buffer): Readable {
  let at = 0;
  return new Readable({
    read() {
      if (at >= bytes.length) return this.push(null);
      const n = 1000 + ((at * 7919) % 300_000);
      this.push(bytes.subarray(at, at + n));
      at += n;
    },
  });
}

const badKeys = [
  '',
  '/etc/passwd',
  '../secret',
  'a/../../b',
  'a/./b',
  'a//b',
  'a/',
  'a\\b',
  '..\\..\\b',
  'a\u0000b',
  '.partial/x',
  'a/.hidden',
  'a b',
  'C:/x',
  'x'.repeat(513),
];

/** One behaviour, two drivers: every test below runs against the folder and against an S3 server. */
type Driver = { name: string; store: () => FileStore };

let localRoot: string;
let s3: TestS3Server;
let s3Store: S3FileStore;
let localStore: LocalFileStore;

beforeAll(async () => {
  localRoot = await mkdtemp(path.join(os.tmpdir(), 'srm-files-'));
  localStore = new LocalFileStore(localRoot);
  s3 = await startTestS3Server();
  // The smallest part S3 allows, so the 12 MB body below is a three-part upload.
  s3Store = new S3FileStore({ ...s3.config, partSize: 5 * 1024 * 1024 });
});

afterAll(async () => {
  await s3Store?.close();
  await s3?.close();
  await rm(localRoot, { recursive: true, force: true });
});

const drivers: Driver[] = [
  { name: 'local folder', store: () => localStore },
  { name: 'S3 (s3rver)', store: () => s3Store },
];

describe.each(drivers)('file store: $name', ({ store }) => {
  it('puts, opens, tells existence, lists and removes (idempotently)', async () => {
    const files = store();
    const key = 'tests/a/report-1.txt';
    expect(await files.exists(key)).toBe(false);
    expect(await files.put(key, Buffer.from('hello'), { contentType: 'text/plain' })).toEqual({ size: 5 });
    expect(await files.exists(key)).toBe(true);
    const opened = await files.open(key);
    expect(opened.size).toBe(5);
    expect((await text(opened.stream)).toString()).toBe('hello');

    // Replacing a key replaces the file.
    await files.put(key, Readable.from([Buffer.from('bye')]));
    expect((await text((await files.open(key)).stream)).toString()).toBe('bye');

    await files.put('tests/a/report-2.txt', Buffer.from('2'));
    await files.put('tests/a/sub/report-3.txt', Buffer.from('3'));
    await files.put('tests/b/report-4.txt', Buffer.from('4'));
    expect((await files.list('tests/a/')).sort()).toEqual([
      'tests/a/report-1.txt',
      'tests/a/report-2.txt',
      'tests/a/sub/report-3.txt',
    ]);
    expect((await files.list('tests/a/report-')).sort()).toEqual([
      'tests/a/report-1.txt',
      'tests/a/report-2.txt',
    ]);
    expect(await files.list('tests/none/')).toEqual([]);

    await files.remove(key);
    expect(await files.exists(key)).toBe(false);
    await files.remove(key);
    await files.remove('tests/never/was.txt');
    expect(await files.list('tests/a/report-')).toEqual(['tests/a/report-2.txt']);
  });

  it('streams a 5 MB body in and out unchanged, and a 12 MB one', async () => {
    const files = store();
    for (const size of [5 * 1024 * 1024, 12 * 1024 * 1024 + 17]) {
      const bytes = randomBytes(size);
      const key = `tests/big/${size}.bin`;
      expect(await files.put(key, chunked(bytes), { size })).toEqual({ size });
      const opened = await files.open(key);
      expect(opened.size).toBe(size);
      const back = await text(opened.stream);
      expect(back.length).toBe(size);
      expect(sha(back)).toBe(sha(bytes));
      await files.remove(key);
    }
  });

  it('an empty body is a file of 0 bytes', async () => {
    const files = store();
    await files.put('tests/empty.txt', Buffer.alloc(0));
    const opened = await files.open('tests/empty.txt');
    expect(opened.size).toBe(0);
    expect((await text(opened.stream)).length).toBe(0);
  });

  it('a missing key is a FileNotFoundError naming it', async () => {
    const error = await store()
      .open('tests/missing/file.pdf')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileNotFoundError);
    expect((error as FileNotFoundError).key).toBe('tests/missing/file.pdf');
  });

  it('refuses every key that is not a plain relative path, for every operation, touching nothing', async () => {
    const files = store();
    for (const key of badKeys) {
      await expect(files.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(files.open(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(files.exists(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(files.remove(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
    }
    await expect(files.list('../')).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(files.list('/abs')).rejects.toBeInstanceOf(InvalidFileKeyError);
  });

  it('a body shorter than its stated size, or a failing stream, leaves no file under the key', async () => {
    const files = store();
    await expect(files.put('tests/short.bin', Buffer.from('abc'), { size: 4 })).rejects.toBeInstanceOf(
      FileSizeMismatchError,
    );
    expect(await files.exists('tests/short.bin')).toBe(false);

    // Fails after more than a part, so S3 has a multipart upload to abort.
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(6 * 1024 * 1024);
        throw new Error('connection reset');
      })(),
    );
    await expect(files.put('tests/broken.bin', failing)).rejects.toThrow('connection reset');
    expect(await files.exists('tests/broken.bin')).toBe(false);
  });
});

describe('file keys', () => {
  it('accepts the keys the portal builds', () => {
    for (const key of [
      'exports/1/12-3f0c2a1e-8c1b-4d1e-9a6b-0c2b1f9e7d11.xlsx',
      'attachments/3/2025/07/Zx3_kq-9',
      'a',
      'a.b/c_d-e',
    ])
      expect(isValidKey(key), key).toBe(true);
    for (const key of badKeys) expect(isValidKey(key), key).toBe(false);
  });
});

describe('local driver', () => {
  it('writes to a temporary name and renames: a reader never sees a half file, and stale ones are swept', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'srm-files-'));
    try {
      const files = new LocalFileStore(root);
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const slow = Readable.from(
        (async function* () {
          yield Buffer.from('first half, ');
          await gate;
          yield Buffer.from('second half');
        })(),
      );
      const put = files.put('notes/slow.txt', slow);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await files.exists('notes/slow.txt')).toBe(false);
      expect(await readdir(path.join(root, '.partial'))).toHaveLength(1);
      release();
      await put;
      expect((await text((await files.open('notes/slow.txt')).stream)).toString()).toBe(
        'first half, second half',
      );
      expect(await readdir(path.join(root, '.partial'))).toEqual([]);
      // The temporary folder is not part of the store's keys.
      expect(await files.list('')).toEqual(['notes/slow.txt']);

      // A process that died while writing left this: swept once it is an hour old, not before.
      const leftover = path.join(root, '.partial', 'dead-writer');
      await writeFile(leftover, 'half');
      expect(await files.sweepUnfinished()).toBe(0);
      const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await utimes(leftover, old, old);
      expect(await files.sweepUnfinished()).toBe(1);
      expect(await readdir(path.join(root, '.partial'))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('configuration', () => {
  it('is the local folder by default, S3 when a bucket is named, and says what is missing', () => {
    const local = openFileStore(loadConfig({ DATA_DIR: '/tmp/srm' }, '/'));
    expect(local.kind).toBe('local');
    const fromBucket = loadConfig({ S3_BUCKET: 'srm-files', S3_ENDPOINT: 'http://127.0.0.1:9000' }, '/');
    expect(fromBucket.files).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'srm-files',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    // AWS itself: virtual-hosted style unless asked; FILE_STORE=local keeps files local even with a bucket set.
    expect(loadConfig({ S3_BUCKET: 'srm-files', S3_REGION: 'eu-west-1' }, '/').files).toMatchObject({
      kind: 's3',
      region: 'eu-west-1',
      forcePathStyle: false,
    });
    expect(loadConfig({ S3_BUCKET: 'srm-files', FILE_STORE: 'local' }, '/').files).toEqual({ kind: 'local' });
    expect(
      loadConfig({ S3_BUCKET: 'srm-files', S3_ENDPOINT: 'http://s3:9000', S3_FORCE_PATH_STYLE: 'false' }, '/')
        .files,
    ).toMatchObject({ forcePathStyle: false });
    expect(() => loadConfig({ FILE_STORE: 's3' }, '/')).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'x' }, '/')).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'srm-files', S3_ACCESS_KEY_ID: 'k' }, '/')).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });
});

describe("the AWS SDK's Node version warning", () => {
  const run = promisify(execFile);

  it("is not printed on the project's Node, and the driver switches no warning off", async () => {
    const { stdout, stderr } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        [
          "const { S3FileStore } = await import('./src/platform/files/s3-file-store.ts');",
          "await new S3FileStore({ bucket: 'srm-files', region: 'us-east-1', forcePathStyle: true }).close();",
          'console.log(process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ?? "unset");',
        ].join('\n'),
      ],
      {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: undefined },
      },
    );
    expect(stderr).not.toContain('NodeVersionSupportWarning');
    expect(stdout.trim()).toBe('unset');
  }, 30_000);
});
