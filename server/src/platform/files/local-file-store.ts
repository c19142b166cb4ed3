import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  assertValidPrefix,
  FileNotFoundError,
  FileSizeMismatchError,
  type FileStore,
  type PutOptions,
  type StoredFile,
} from './file-store.ts';

/** Temporary files of puts in progress, under the root (same file system, so the final rename is atomic). */
const partialFolder = '.partial';
/** A temporary file older than this belongs to a process that died while writing it. */
const stalePartialMs = 60 * 60 * 1000;

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' ||
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOTDIR';

/**
 * Files in a folder of this machine (`DATA_DIR/files/<key>`). A put streams into `.partial/<random>` and renames
 * it into place when complete, so a reader (or a process that dies mid-write) never leaves a half file under a key.
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  readonly #root: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  /** The file's path; keys are validated first, and the resolved path is checked to stay under the root. */
  #pathOf(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.#root, ...key.split('/'));
    if (!full.startsWith(`${this.#root}${path.sep}`)) throw new FileNotFoundError(key);
    return full;
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions = {}): Promise<{ size: number }> {
    const target = this.#pathOf(key);
    const partial = path.join(this.#root, partialFolder, randomUUID());
    await mkdir(path.dirname(partial), { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, counter, createWriteStream(partial, { flags: 'wx' }));
      if (options.size !== undefined && options.size !== size)
        throw new FileSizeMismatchError(key, options.size, size);
      await rename(partial, target);
      return { size };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<StoredFile> {
    const full = this.#pathOf(key);
    // One handle for the size and the stream: a file replaced in between is read whole, old or new.
    const handle = await open(full, 'r').catch((error: unknown) => {
      if (isMissing(error)) throw new FileNotFoundError(key);
      throw error;
    });
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new FileNotFoundError(key);
      return { stream: handle.createReadStream({ autoClose: true }), size: info.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.#pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.#pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    // The deepest folder the prefix names wholly; its files are walked and filtered by the whole prefix.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const start = folder ? path.join(this.#root, ...folder.split('/')) : this.#root;
    const keys: string[] = [];
    const walk = async (dir: string, keyDir: string): Promise<void> => {
      const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const key = keyDir ? `${keyDir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (key.startsWith(prefix) || prefix.startsWith(`${key}/`))
            await walk(path.join(dir, entry.name), key);
        } else if (entry.isFile() && key.startsWith(prefix)) keys.push(key);
      }
    };
    await walk(start, folder);
    return keys;
  }

  /** Removes temporary files that processes which died while writing left behind (best effort). */
  async sweepUnfinished(now = Date.now()): Promise<number> {
    const folder = path.join(this.#root, partialFolder);
    const names = await readdir(folder).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const full = path.join(folder, name);
      const info = await stat(full).catch(() => null);
      if (info && now - info.mtimeMs > stalePartialMs) {
        await rm(full, { force: true });
        removed++;
      }
    }
    return removed;
  }

  async close(): Promise<void> {}
}
