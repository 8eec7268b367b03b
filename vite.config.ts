import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildAnalytics } from "./tooling/build-steps/build-analytics.ts";
import { contentImagesDevServer } from "./tooling/build-steps/assets/content-images.ts";
import { editorDevServer } from "./tooling/build-steps/editor/editor-files.ts";
import { staticPageCounting } from "./tooling/build-steps/pages/static-page-counting.ts";

export default defineConfig({
  // editorDevServer: the content editor at /admin/ under `npm run dev` and `npm run edit`;
  // contentImagesDevServer: the content's images at the sizes the build writes;
  // staticPageCounting: the counting script of the pages that ship no React.
  plugins: [
    tailwindcss(),
    editorDevServer(),
    contentImagesDevServer(),
    staticPageCounting(buildAnalytics),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  // SITE_URL (the canonical origin) reaches the code as import.meta.env.SITE_URL.
  envPrefix: ["VITE_", "SITE_"],
  // The analytics settings of this build, or null: when null, the code that loads the
  // tracker is dead and left out of the bundle (docs/analytics.md).
  define: { __ANALYTICS__: JSON.stringify(buildAnalytics) },
  build: {
    rolldownOptions: {
      output: {
        // One first-load chunk for the framework (React, React DOM, React Router) and the
        // app-wide modules (app/lib, app/i18n, app/hooks, the ui, layout and provider
        // components, and what they import), instead of about 18 small files: every request
        // costs a round trip and ~0.6 KB of headers (docs/measuring.md). Page sections stay in
        // their route's chunk, and so do the parts of the pages that are only read
        // (app/components/reading/: back link, closing band, text page, photo), which the
        // hydrated pages never draw in the browser. Only $initial modules are grouped, so a
        // chunk loaded later by a dynamic import() keeps its own file.
        codeSplitting: {
          groups: [
            {
              name: "shared",
              test: /[\\/](app[\\/](lib|i18n|hooks|components[\\/](ui|layout|providers))[\\/]|node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|clsx|class-variance-authority|@tanstack)[\\/])/,

              tags: ["$initial"],
            },
          ],
        },
      },
    },
  },
});
