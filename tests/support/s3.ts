import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { S3Storage, type S3StorageOptions } from "#app/lib/storage/s3-storage.server.ts";

export interface TestS3 {
  endpoint: string;
  bucket: string;
  options: S3StorageOptions;
  storage: S3Storage;
  /** The key of every object written, in order (a key written twice is listed twice). */
  puts: string[];
  stop(): Promise<void>;
}

interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObject(object: {
    bucket: string;
    key: string;
    metadata: unknown;
    content: Buffer | AsyncIterable<Uint8Array>;
  }): Promise<{ size: number; md5: string }>;
}

/**
 * s3rver writes an object in place and answers before the write ends, so a read meanwhile gets part
 * of it with status 200; S3 itself never shows half an object. Here an object's file appears whole,
 * after its metadata, as S3 behaves.
 */
function makePutsAtomic(server: S3rver): void {
  const store = (server as unknown as { store: FilesystemStore }).store;
  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, "object");
    await fs.promises.mkdir(path.dirname(objectPath), { recursive: true });
    const chunks: Buffer[] = [];
    if (Buffer.isBuffer(object.content)) chunks.push(object.content);
    else for await (const chunk of object.content) chunks.push(Buffer.from(chunk));
    const content = Buffer.concat(chunks);
    const md5 = crypto.createHash("md5").update(content).digest("hex");
    const partial = `${objectPath}.${crypto.randomUUID()}.partial`;
    await fs.promises.writeFile(partial, content);
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    await fs.promises.rename(partial, objectPath);
    return { size: content.length, md5 };
  };
}

/** An S3-compatible server on loopback (s3rver) with an empty bucket, for one test file. */
export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-s3-"));
  const bucket = "omanut-media";
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  makePutsAtomic(server);
  const puts: string[] = [];
  server.on("event", (event) => {
    for (const record of event.Records)
      if (record.eventName.startsWith("ObjectCreated")) puts.push(record.s3.object.key);
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const options: S3StorageOptions = {
    bucket,
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
  return {
    endpoint,
    bucket,
    options,
    storage: new S3Storage(options),
    puts,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A loopback proxy in front of an S3 server that answers the first `failures` requests with the
 * given status instead of passing them on.
 */
export async function startFlakyProxy(target: string, status: number, failures: number) {
  let remaining = failures;
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests++;
    if (remaining > 0) {
      remaining--;
      request.resume();
      response.writeHead(status, { "Content-Type": "application/xml" });
      response.end(`<?xml version="1.0"?><Error><Code>SlowDown</Code><Message>try later</Message></Error>`);
      return;
    }
    const upstream = http.request(
      new URL(request.url ?? "/", target),
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
