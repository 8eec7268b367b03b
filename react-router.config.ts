import type { Config } from "@react-router/dev/config";
import { articleSlugsOf, buildOptionsOf, readContent } from "./app/content/content.server.ts";
import { prerenderPaths, pages } from "./app/pages/registry.ts";
import { afterBuild } from "./tooling/build-steps/after-build.ts";

/**
 * Static site: no runtime server. Every page of the page registry (app/pages/registry.ts) is
 * prerendered in every locale at its path, and each locale's Not-found route at `<prefix>/404`
 * with status 200 (React Router's prerender step rejects non-200 answers); an optional page
 * only where it is written; every published article at its path (drafts are never built). `afterBuild` (tooling/build-steps/after-build.ts)
 * then runs the post-build steps in order: 404 pages and one file per URL, link previews and
 * sitemap, each page's CSP, the hosts' header files.
 */
const content = readContent();
const prerender = prerenderPaths(pages, buildOptionsOf(content), articleSlugsOf(content.articles));

export default {
  // `BUILD_DIRECTORY` lets the end-to-end tests build the analytics-on site beside the main one.
  buildDirectory: process.env.BUILD_DIRECTORY || "build",
  ssr: false,
  prerender,
  async buildEnd({ reactRouterConfig }) {
    await afterBuild(reactRouterConfig.buildDirectory, prerender);
  },
} satisfies Config;
