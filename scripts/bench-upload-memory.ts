// `npm run bench:upload-memory`: the built server's resident memory before, during and after four
// parallel uploads of 49-megapixel JPEGs, and what each upload answered. Prints figures; asserts nothing.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createAdminSession, freePort, waitForHealth } from "#tests/support/server-process.ts";

const SIDE = 7000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-upload-memory-"));
const residentMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
};

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ["server.ts"], {
  env: {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    SAMPLE_DATA: "false",
    ORIGIN: origin,
    FX_RATES_URL: "off",
    FX_FALLBACK_URL: "off",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
let output = "";
child.stdout.on("data", (chunk) => (output += chunk));
child.stderr.on("data", (chunk) => (output += chunk));
try {
  await waitForHealth(port, () => output);
  const cookie = createAdminSession(dataDir);
  // A photograph-like 49-megapixel JPEG: a gradient with grain, under the 25 MB upload limit.
  const photo = await sharp({
    create: {
      width: SIDE,
      height: SIDE,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 60 })
    .toBuffer();
  console.log(`Upload: ${SIDE}×${SIDE} JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB`);
  await fetch(`${origin}/`).then((response) => response.arrayBuffer());
  const before = residentMb(child.pid!);
  console.log(`Resident memory before: ${before} MB`);
  // Two rounds: the second shows whether memory keeps growing or is reused.
  for (const round of [1, 2]) {
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb(child.pid!))), 50);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        fetch(`${origin}/admin/media`, {
          method: "POST",
          headers: { cookie, origin, "content-type": "image/jpeg" },
          body: photo,
        }).then((response) => response.status),
      ),
    );
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    console.log(
      `Round ${round}: answers ${answers.join(", ")}; peak ${peak} MB, 5 s after ${residentMb(child.pid!)} MB`,
    );
  }
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.on("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
