import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // SITE_URL (the canonical origin) reaches the code as import.meta.env.SITE_URL.
  envPrefix: ["VITE_", "SITE_"],
});
