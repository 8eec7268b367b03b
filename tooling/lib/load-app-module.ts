import path from "node:path";
import { runnerImport } from "vite";

/** The app's source folder. */
export const appDir = path.resolve(import.meta.dirname, "../../app");

/**
 * Imports a module of `app/` from a Node script through Vite's module runner, so the `~/`
 * alias, extensionless imports and `import.meta.env` (including `SITE_URL`) work as in the app.
 *
 * @param relativePath - path inside `app/`, e.g. "content/content.server.ts".
 * @throws whatever the module throws when imported (content modules throw on invalid data).
 */
export async function loadAppModule<T>(relativePath: string): Promise<T> {
  const { module } = await runnerImport<T>(path.join(appDir, relativePath), {
    configFile: false,
    logLevel: "silent",
    resolve: { tsconfigPaths: true },
    envPrefix: ["VITE_", "SITE_"],
  });
  return module;
}
