import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import {
  assertValidKey,
  assertValidPrefix,
  FileNotFoundError,
  FileSizeMismatchError,
  type FileStore,
  type PutOptions,
  type StoredFile,
} from './file-store.ts';

export type S3Options = {
  /** Any S3-compatible endpoint (MinIO, Ceph, s3rver…); AWS itself when absent. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  /** Static credentials; without them the SDK's default chain (instance role, ~/.aws, env) applies. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (what most self-hosted stores need). */
  forcePathStyle: boolean;
  /** Bytes per part of a multipart upload, at least 5 MiB (S3's minimum); a smaller body is one PutObject. */
  partSize?: number;
};

const minPartSize = 5 * 1024 * 1024;
export const defaultPartSize = 8 * 1024 * 1024;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error | undefined)?.name ?? '');

/**
 * Files as objects of one bucket. Uploads stream: a body is read in parts of `partSize` bytes (memory holds one
 * part), a body that fits in one part is a single PutObject, a larger one a multipart upload, which S3 publishes
 * only when complete (and aborts on failure), so no reader sees a half object.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #partSize: number;

  constructor(options: S3Options) {
    this.#bucket = options.bucket;
    this.#partSize = Math.max(minPartSize, options.partSize ?? defaultPartSize);
    this.#client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: many S3-compatible stores do not understand the SDK's default
      // (CRC32 trailers in aws-chunked bodies), and the portal hashes what it must itself (attachments' sha256).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions = {}): Promise<{ size: number }> {
    assertValidKey(key);
    const contentType = options.contentType ?? 'application/octet-stream';
    const target = { Bucket: this.#bucket, Key: key };
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let total = 0;
    let uploadId: string | undefined;
    const parts: { ETag: string; PartNumber: number }[] = [];

    const sendPart = async (bytes: Buffer) => {
      if (uploadId === undefined) {
        const created = await this.#client.send(
          new CreateMultipartUploadCommand({ ...target, ContentType: contentType }),
        );
        if (!created.UploadId) throw new Error(`S3 gave no upload id for ${key}`);
        uploadId = created.UploadId;
      }
      const PartNumber = parts.length + 1;
      const answer = await this.#client.send(
        new UploadPartCommand({
          ...target,
          UploadId: uploadId,
          PartNumber,
          Body: bytes,
          ContentLength: bytes.length,
        }),
      );
      parts.push({ ETag: answer.ETag ?? '', PartNumber });
    };

    try {
      const source: AsyncIterable<Buffer | string> | Buffer[] = Buffer.isBuffer(body) ? [body] : body;
      for await (const chunk of source) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        pending.push(bytes);
        pendingBytes += bytes.length;
        total += bytes.length;
        while (pendingBytes >= this.#partSize) {
          const all = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
          await sendPart(all.subarray(0, this.#partSize));
          const rest = all.subarray(this.#partSize);
          pending = rest.length > 0 ? [rest] : [];
          pendingBytes = rest.length;
        }
      }
      if (options.size !== undefined && options.size !== total)
        throw new FileSizeMismatchError(key, options.size, total);
      const last = Buffer.concat(pending);
      if (uploadId === undefined) {
        await this.#client.send(
          new PutObjectCommand({
            ...target,
            Body: last,
            ContentLength: last.length,
            ContentType: contentType,
          }),
        );
      } else {
        if (last.length > 0) await sendPart(last);
        await this.#client.send(
          new CompleteMultipartUploadCommand({
            ...target,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      }
      return { size: total };
    } catch (error) {
      if (uploadId !== undefined)
        await this.#client
          .send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId }))
          .catch(() => undefined);
      if (!Buffer.isBuffer(body)) body.destroy();
      throw error;
    }
  }

  async open(key: string): Promise<StoredFile> {
    assertValidKey(key);
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered no stream for ${key}`);
      return { stream: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /** Unfinished multipart uploads are invisible; the bucket's lifecycle rule aborts them (README, "File store"). */
  async sweepUnfinished(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {
    this.#client.destroy();
  }
}
