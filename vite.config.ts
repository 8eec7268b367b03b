import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // SITE_URL (the canonical origin) reaches the code as import.meta.env.SITE_URL.
  envPrefix: ["VITE_", "SITE_"],
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger first-load chunks: every request costs a round trip and about 0.7 KB of
        // response headers (issue 4; README "Measuring"). Only modules of the first load
        // ($initial) are grouped, so code loaded on first interaction stays in its own chunks.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              tags: ["$initial"],
              priority: 2,
            },
            {
              name: "shared",
              test: /[\\/](app|node_modules[\\/]lucide-react|node_modules[\\/]clsx|node_modules[\\/]class-variance-authority)[\\/]/,
              tags: ["$initial"],
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
