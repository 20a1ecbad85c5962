import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Whether nginx can be run here (npm test installs Debian's package when it runs as root). */
export const hasNginx = spawnSync("sh", ["-c", "command -v nginx"]).status === 0;

/**
 * nginx in the foreground with its files under `dir` (a folder of its own), `http` the body of its
 * http block; resolves once `probe` answers. Stopped by its own PID.
 */
export async function runNginx(
  dir: string,
  options: { workers: string; connections: number; http: string; probe: string },
): Promise<{ stop: () => Promise<void> }> {
  fs.mkdirSync(path.join(dir, "logs"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes ${options.workers};
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log;
events { worker_connections ${options.connections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  ${options.http}
}
`,
  );
  const child = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: "inherit",
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(options.probe)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    async stop() {
      child.kill("SIGQUIT");
      await exited;
    },
  };
}

/**
 * nginx on loopback at `port`, passing requests round robin to the `upstreams` (host:port) as a
 * load balancer in front of several instances would: the client's address in X-Forwarded-For, the
 * next instance tried when one refuses the connection.
 */
export async function startNginxBalancer(port: number, upstreams: string[]): Promise<{ stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-nginx-"));
  const nginx = await runNginx(dir, {
    workers: "1",
    connections: 256,
    probe: `http://127.0.0.1:${port}/healthz`,
    http: `client_max_body_size 30m;
  upstream omanut { ${upstreams.map((upstream) => `server ${upstream};`).join(" ")} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://omanut;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`,
  });
  return {
    async stop() {
      await nginx.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
