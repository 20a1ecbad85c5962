// `npm run bench:upload-memory`: the built server's resident memory, per process (the primary and
// each worker), after it made the sample catalogue's images, then before, during and after two rounds
// of six parallel uploads of 16 MB, 49-megapixel JPEGs, and what each upload answered. Prints
// figures; asserts nothing. `-- --uploads N` changes the number of parallel uploads, `-- --no-sample`
// starts without the sample catalogue (some minutes sooner).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { createAdminSession, freePort, waitForHealth } from "#tests/support/server-process.ts";

const { values } = parseArgs({
  options: { uploads: { type: "string", default: "6" }, sample: { type: "boolean", default: true } },
  allowNegative: true,
});
const UPLOADS = Number(values.uploads);
const SIDE = 7000;
const SETTLE_MS = 5000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-upload-memory-"));
const residentMb = (pid: number) => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
  } catch {
    return 0;
  }
};
/** The primary and its workers, the primary first. */
const processes = (primary: number): number[] => {
  const children = fs.readFileSync(`/proc/${primary}/task/${primary}/children`, "utf8").trim();
  return [primary, ...children.split(/\s+/).filter(Boolean).map(Number)];
};
const label = (index: number) => (index === 0 ? "primary" : `worker ${index}`);
const describe = (figures: number[]) => figures.map((mb, index) => `${label(index)} ${mb} MB`).join(", ");

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ["server.ts"], {
  env: {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    SAMPLE_DATA: String(values.sample),
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
  const started = Date.now();
  await waitForHealth(port, () => output, 300_000);
  while (values.sample && !output.includes("Made every size of the sample pictures")) {
    if (Date.now() - started > 600_000) throw new Error(`The sample pictures took too long:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const pids = processes(child.pid!);
  console.log(
    `${values.sample ? "After the sample pictures" : "Started"} (${((Date.now() - started) / 1000).toFixed(0)} s): ${describe(pids.map(residentMb))}`,
  );
  const cookie = createAdminSession(dataDir);
  // A photograph-like 49-megapixel JPEG of 16 MB: grey with strong grain, under the 25 MB upload limit.
  const photo = await sharp({
    create: {
      width: SIDE,
      height: SIDE,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  console.log(`Upload: ${SIDE}×${SIDE} JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB, ${UPLOADS} at a time`);
  for (let i = 0; i < 4; i++) await fetch(`${origin}/`).then((response) => response.arrayBuffer());
  console.log(`Before: ${describe(pids.map(residentMb))}`);
  // Two rounds: the second shows whether memory keeps growing or is reused.
  for (const round of [1, 2]) {
    const peaks = pids.map(residentMb);
    const sampler = setInterval(() => pids.forEach((pid, i) => (peaks[i] = Math.max(peaks[i]!, residentMb(pid)))), 50);
    const answers = await Promise.all(
      Array.from({ length: UPLOADS }, () =>
        fetch(`${origin}/admin/media`, {
          method: "POST",
          headers: { cookie, origin, "content-type": "image/jpeg" },
          body: photo,
        }).then((response) => response.status),
      ),
    );
    clearInterval(sampler);
    // The uploads' variants are made in the background after the answer: wait until none is.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    console.log(`Round ${round}: answers ${answers.join(", ")}`);
    console.log(`  peak: ${describe(peaks)}`);
    console.log(`  ${SETTLE_MS / 1000} s after: ${describe(pids.map(residentMb))}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  console.log(`25 s after: ${describe(pids.map(residentMb))}`);
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.on("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
