import { readContent } from "../../../app/content/content.server.ts";
import type { SiteContent } from "../../../app/content/schema.ts";

/**
 * Reads the site's facts (app/content/site.yaml) through the content reader the build uses
 * (app/content/content.server.ts `readContent`), so the watch checks the same values the
 * pages were built from, each checked by the same schemas.
 *
 * The site's own origin is not among the values the watch checks: `SITE_URL` is left out
 * while reading, so a watch of a local server (`http://127.0.0.1:3000`, named by `SITE_URL`)
 * is not stopped by the build's rule that the origin be `https:`.
 *
 * @param root - the repository root `app/content/` is under: `CONTENT_ROOT`, else the current
 *   directory.
 * @throws ContentError (content.server.ts) listing each problem as
 *   `app/content/<file> → <field>: <rule>`, when the content is invalid.
 */
export function readSiteFacts(
  root = process.env.CONTENT_ROOT || process.cwd(),
): Omit<SiteContent, "url"> {
  const siteUrl = process.env.SITE_URL;
  delete process.env.SITE_URL;
  try {
    const facts: Partial<SiteContent> = { ...readContent(root).site };
    delete facts.url;
    return facts as Omit<SiteContent, "url">;
  } finally {
    if (siteUrl !== undefined) process.env.SITE_URL = siteUrl;
  }
}
