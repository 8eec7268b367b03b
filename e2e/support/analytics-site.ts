import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildServerOptions, createSiteServer } from "../../tooling/serve.ts";
import { startCollector } from "./collector.ts";

/**
 * The site with analytics on, for e2e/analytics.spec.ts: starts the local collector on
 * `127.0.0.1:$COLLECTOR_PORT`, builds the site into `build-analytics/` counting to it
 * (`ANALYTICS_CAPTURE_ON_LOCALHOST=true`: the tracker otherwise ignores loopback and
 * automated browsers), and serves that build as `npm start` does on `127.0.0.1:$PORT`. The
 * main build in `build/` stays analytics-off. Exits with status 1 when the build fails.
 */
const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.PORT);
const collectorPort = Number(process.env.COLLECTOR_PORT);
if (!Number.isInteger(port) || !Number.isInteger(collectorPort)) {
  console.error("analytics-site: set PORT and COLLECTOR_PORT to free TCP ports");
  process.exit(1);
}

const collector = await startCollector(collectorPort);
const buildDirectory = "build-analytics";
const build = spawnSync("npm", ["run", "build"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    BUILD_DIRECTORY: buildDirectory,
    ANALYTICS_DOMAIN: "www.example.com",
    ANALYTICS_ENDPOINT: `http://127.0.0.1:${collectorPort}/api/event`,
    ANALYTICS_CAPTURE_ON_LOCALHOST: "true",
  },
});
if (build.status !== 0) {
  console.error(`analytics-site: the build failed (${build.status ?? build.signal})`);
  process.exit(1);
}
const site = createSiteServer(
  path.join(root, buildDirectory, "client"),
  buildServerOptions(path.join(root, buildDirectory)),
).listen(port, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    site.close();
    collector.close();
    process.exit(0);
  });
}
