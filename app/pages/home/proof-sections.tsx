/**
 * The home page's proof sections (team, testimonials, client logos) as the build rendered them
 * (app/pages/home/proof-sections.server.tsx): the loader hands over their HTML, and this places
 * it, so the sections' components stay out of the browser's JavaScript. Hydration keeps the
 * prerendered markup (the same string), and a client-side navigation to the page sets it from
 * the loader's data. Renders nothing, not even a wrapper, when the content has no entries; the
 * wrapper otherwise has no box of its own (`display: contents`).
 *
 * @param html - the sections' markup; none when the content has no entries.
 */
export function ProofSections({ html }: { html?: string }) {
  if (!html) return null;
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
