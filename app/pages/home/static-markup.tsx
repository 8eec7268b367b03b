/**
 * Markup the build rendered (app/pages/home/static-sections.server.tsx): the hero's row of
 * figures, and the home page's static middle (services, about, and the team, testimonials and
 * client logos when the content has any). The loader hands over the HTML and this places it,
 * so those components stay out of the browser's JavaScript. Hydration keeps the prerendered
 * markup (the same string), and a client-side navigation to the page sets it from the loader's
 * data. The wrapper has no box of its own (`display: contents`), so what it holds lays out as
 * its parent's children.
 *
 * @param html - the markup, as `renderToStaticMarkup` gave it.
 */
export function StaticMarkup({ html }: { html: string }) {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
