import { readdir } from "node:fs/promises";
import path from "node:path";
import { appDir, loadAppModule } from "./load-app-module.ts";

/**
 * Imports every module in `app/content/` through Vite's module runner (so the `~/` alias and
 * extensionless imports resolve). Each module validates itself with zod when imported, so a
 * bad value throws here with its field and rule, e.g.
 * `site.phone.e164: must be an E.164 number such as +5491155550123`.
 *
 * Run before `react-router build`: the prerender step would otherwise report a bare HTTP 500.
 * Exits with status 1 and prints the problems when any module is invalid.
 */
const contentDir = path.join(appDir, "content");
const modules = (await readdir(contentDir)).filter(
  (file) => file.endsWith(".ts") && !file.includes(".test."),
);

const problems = new Set<string>();
for (const file of modules) {
  try {
    await loadAppModule(path.join("content", file));
  } catch (error) {
    problems.add(error instanceof Error ? error.message : String(error));
  }
}
if (problems.size > 0) {
  console.error([...problems].join("\n"));
  process.exit(1);
}
console.warn(`Content valid: ${modules.length} modules in app/content/`);
