// Request bodies are bounded before they are read: a huge anonymous post is answered 413 in words
// at once, and the process that answered it lives on with its memory where it was.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, runServer, waitForHealth, type ServerProcess } from "#tests/support/server-process.ts";

const MB = 1024 * 1024;

/** The resident memory of a process, in MB. */
function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

interface Answer {
  status: number;
  body: string;
  sentBytes: number;
}

/**
 * Posts a form whose `message` is `messageBytes` long, declared in Content-Length or sent chunked,
 * and stops sending once the answer arrives (as curl and browsers do).
 */
function postForm(url: string, messageBytes: number, options: { chunked?: boolean; origin: string }): Promise<Answer> {
  const head = Buffer.from("name=Dana&email=dana%40example.test&message=");
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let isAnswered = false;
    const request = http.request(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: options.origin,
        ...(options.chunked ? {} : { "content-length": String(head.byteLength + messageBytes) }),
      },
    });
    request.on("response", (response) => {
      isAnswered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body, sentBytes });
        request.destroy();
      });
    });
    // The server may close the connection on a body it will not read: the answer has come by then.
    request.on("error", (error) => {
      if (!isAnswered) reject(error);
    });
    const chunk = Buffer.alloc(MB, "a");
    request.write(head);
    const pump = () => {
      while (!isAnswered && sentBytes < messageBytes) {
        const piece = chunk.subarray(0, Math.min(MB, messageBytes - sentBytes));
        sentBytes += piece.byteLength;
        if (!request.write(piece)) return void request.once("drain", pump);
      }
      if (!isAnswered) request.end();
    };
    pump();
  });
}

describe("bounded request bodies", () => {
  let tmp: string;
  let server: ServerProcess;
  let base: string;

  beforeAll(async () => {
    if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first (npm test does).");
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-bodies-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = runServer({ DATA_DIR: tmp, PORT: String(port), SAMPLE_DATA: "false", PAGE_CACHE_MB: "0" });
    await waitForHealth(port, server.output);
  }, 90_000);

  afterAll(async () => {
    server?.stop();
    await server?.done;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("answers a 300 MB contact post with 413 in words at once, and the process lives with its memory", async () => {
    // Warm: the contact page and its action are loaded before memory is measured.
    await (await fetch(`${base}/contact`)).text();
    const before = residentMb(server.pid);
    const answers: Answer[] = [];
    for (let i = 0; i < 3; i++) answers.push(await postForm(`${base}/contact`, 300 * MB, { origin: base }));
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.body).toContain("Too much to send at once");
      expect(answer.body).toContain("64 kB");
      // Answered long before the body was sent.
      expect(answer.sentBytes).toBeLessThan(100 * MB);
    }
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const after = residentMb(server.pid);
    console.log(
      `A 300 MB post, three times: the server process ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after.`,
    );
    expect(after - before).toBeLessThan(40);
  }, 120_000);

  it("refuses a body sent without a length once it passes the limit, in the page's language", async () => {
    const answer = await postForm(`${base}/he/contact`, 40 * MB, { chunked: true, origin: base });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("יותר מדי לשליחה בבת אחת");
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  }, 60_000);

  it("echoes a refused field at most as long as it may be", async () => {
    const page = await (await fetch(`${base}/contact`)).text();
    const token = /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? "";
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { origin: base },
      body: new URLSearchParams({
        formToken: token,
        name: "Dana",
        email: "dana@example.test",
        message: "b".repeat(50_000),
      }),
    });
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain("b".repeat(5_001));
    expect(html).not.toContain("b".repeat(5_002));
  });
});
