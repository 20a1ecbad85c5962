import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { OPERATION_RETRY_MS, UPLOAD_RETRY_MS, withRetry, type RetryOptions } from "./retry.server.ts";
import { assertSafeKey, type Storage } from "./storage.server.ts";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Tests shorten the retry budgets. */
  retry?: Partial<Pick<RetryOptions, "maxElapsedMs" | "baseDelayMs" | "maxDelayMs" | "sleep" | "now">>;
}

/** Media in S3-compatible object storage (AWS S3, MinIO, Garage, Ceph, R2…). */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly retry: S3StorageOptions["retry"];

  constructor(options: S3StorageOptions) {
    const config: S3ClientConfig = {
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // Retries are ours (2 min for an operation, 10 min for an upload), not the SDK's.
      maxAttempts: 1,
      // Self-hosted servers often lack the SDK's newer default checksums.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    };
    if (options.accessKeyId && options.secretAccessKey) {
      config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
    }
    this.client = new S3Client(config);
    this.bucket = options.bucket;
    this.retry = options.retry;
  }

  private run<T>(description: string, maxElapsedMs: number, operation: () => Promise<T>): Promise<T> {
    return withRetry(operation, { description, maxElapsedMs, ...this.retry });
  }

  async save(key: string, data: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.run(`uploading ${key}`, this.retry?.maxElapsedMs ?? UPLOAD_RETRY_MS, () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          // Servers that support conditional writes refuse to overwrite an existing key.
          IfNoneMatch: "*",
        }),
      ),
    );
  }

  async read(key: string): Promise<{ body: Readable; size: number } | null> {
    assertSafeKey(key);
    try {
      const result = await this.run(`reading ${key}`, this.retry?.maxElapsedMs ?? OPERATION_RETRY_MS, () =>
        this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })),
      );
      return { body: result.Body as Readable, size: result.ContentLength ?? 0 };
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as Error).name === "NoSuchKey") return null;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      batch.forEach(assertSafeKey);
      await this.run(`deleting ${batch.length} object(s)`, this.retry?.maxElapsedMs ?? OPERATION_RETRY_MS, () =>
        this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        ),
      );
    }
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.run(`listing ${prefix}`, this.retry?.maxElapsedMs ?? OPERATION_RETRY_MS, () =>
        this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token })),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }
}
