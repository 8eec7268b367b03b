import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { nginxSiteFile } from "../../tooling/build-steps/hosts/deploy-headers.ts";
import { compressedFolder } from "../../tooling/build-steps/assets/precompress.ts";
import { findNginx, findNginxBrotliModule } from "../../tooling/lib/find-tools.ts";

/**
 * Serves the build through nginx in the foreground on `127.0.0.1:$PORT`, with the project's
 * own configuration, for the host suite of the end-to-end tests (e2e/hosts.spec.ts):
 *
 * 1. `nginx -t` on `deploy/nginx.conf` as shipped, with only its machine paths (every
 *    certificate, key and root, the include) pointed at a throw-away self-signed certificate
 *    and this build;
 * 2. then nginx runs a server with `listen 127.0.0.1:$PORT`, `root build/compressed` (every
 *    file of the build with its brotli and gzip copies beside it, what a server's root holds:
 *    docs/deploying.md) and the generated `build/deploy/nginx-site.conf`: everything the site
 *    does, minus TLS. Debian's `brotli_static` module is loaded as its package's
 *    `modules-enabled/` file loads it on a server.
 *
 * `SITE_NGINX_ROOT` and `SITE_NGINX_INCLUDE` serve another build's folder through another
 * include (the republishing test: a new build's pages under the include deployed before).
 * Both include the analytics proxy, `deploy/nginx-analytics.conf` (its commented include in
 * deploy/nginx.conf switched on), with its upstream pointed at the end-to-end tests' local
 * collector on `127.0.0.1:$COLLECTOR_PORT` instead of plausible.io.
 *
 * Logs go to stderr. Exits with status 1 and the reason when nginx is missing or refuses the
 * configuration; stops nginx when it is stopped itself (SIGTERM, SIGINT).
 */
const root = path.resolve(import.meta.dirname, "../..");
const siteRoot = process.env.SITE_NGINX_ROOT ?? path.join(root, "build", compressedFolder);
const siteInclude = process.env.SITE_NGINX_INCLUDE ?? path.join(root, "build", nginxSiteFile);
const port = Number(process.env.PORT);
const collectorPort = Number(process.env.COLLECTOR_PORT);
const nginx = findNginx();
const brotliModule = findNginxBrotliModule();

function fail(reason: string): never {
  console.error(`host-nginx: ${reason}`);
  process.exit(1);
}

if (!Number.isInteger(port) || port <= 0) fail("set PORT to a free TCP port");
if (!nginx) fail("nginx is not installed: run `sudo apt-get install nginx` (Debian/Ubuntu)");
if (!brotliModule) {
  fail(
    "nginx's brotli_static module is not installed: run `sudo apt-get install libnginx-mod-http-brotli-static`",
  );
}
if (!Number.isInteger(collectorPort) || collectorPort <= 0)
  fail("set COLLECTOR_PORT to the analytics collector's port");
if (!existsSync(siteInclude)) fail(`no ${siteInclude}: run npm run build first`);

const work = await mkdtemp(path.join(tmpdir(), "host-nginx-"));
const mimeTypes = "/etc/nginx/mime.types";
const httpBlock = (server: string) => `
load_module ${brotliModule};
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${work}/body;
    proxy_temp_path ${work}/proxy;
    fastcgi_temp_path ${work}/fastcgi;
    uwsgi_temp_path ${work}/uwsgi;
    scgi_temp_path ${work}/scgi;
${server}
}
`;

// The analytics proxy, forwarding to the local collector instead of plausible.io.
const analyticsInclude = `${work}/analytics.conf`;
await writeFile(
  analyticsInclude,
  (await readFile(path.join(root, "deploy/nginx-analytics.conf"), "utf8"))
    .replace(/proxy_pass\s+\S+;/, `proxy_pass http://127.0.0.1:${collectorPort}/api/event;`)
    .replace(/proxy_set_header Host\s+\S+;/, `proxy_set_header Host 127.0.0.1:${collectorPort};`),
);

// 1. The shipped deploy/nginx.conf loads, with the analytics proxy switched on.
execFileSync(
  "openssl",
  [
    ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
    ...["-keyout", `${work}/test.key`, "-out", `${work}/test.pem`],
  ],
  { stdio: "ignore" },
);
const shipped = (await readFile(path.join(root, "deploy/nginx.conf"), "utf8"))
  .replace(/ssl_certificate\s+\S+;/g, `ssl_certificate ${work}/test.pem;`)
  .replace(/ssl_certificate_key\s+\S+;/g, `ssl_certificate_key ${work}/test.key;`)
  .replace(/root\s+\S+;/g, `root ${siteRoot};`)
  .replace(/include\s+\S+;/, `include ${siteInclude};`)
  .replace(/# include\s+\S+events\.conf;/, `include ${analyticsInclude};`);
if (!shipped.includes(`include ${analyticsInclude};`))
  fail("deploy/nginx.conf has no commented include of the analytics proxy");
await writeFile(`${work}/shipped.conf`, httpBlock(shipped));
try {
  execFileSync(nginx, ["-t", "-q", "-p", work, "-c", `${work}/shipped.conf`], { stdio: "pipe" });
} catch (error) {
  fail(`deploy/nginx.conf does not load: ${(error as { stderr?: Buffer }).stderr?.toString()}`);
}

// 2. Serve the build on loopback through the generated include.
await writeFile(
  `${work}/nginx.conf`,
  httpBlock(`    server {
        listen 127.0.0.1:${port};
        root ${siteRoot};
        include ${siteInclude};
        include ${analyticsInclude};
    }`),
);
const child = spawn(nginx, ["-p", work, "-c", `${work}/nginx.conf`, "-g", "daemon off;"], {
  stdio: "inherit",
});
child.on("exit", (code, signal) => {
  if (signal !== "SIGTERM") console.error(`host-nginx: nginx stopped (${code ?? signal})`);
  process.exit(code ?? 0);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => child.kill("SIGTERM"));
}
const version = spawnSync(nginx, ["-v"], { encoding: "utf8" }).stderr.trim();
console.warn(`host-nginx: ${version}, serving on http://127.0.0.1:${port}`);
