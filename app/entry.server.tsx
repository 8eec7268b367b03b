import { prerender } from "react-dom/static";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Renders a page at build time (the site is only prerendered: `ssr: false`). React's static
 * `prerender` waits for every lazy component. A prerendered file is sent whole, so nothing is
 * gained by streaming it in parts: an unlimited `progressiveChunkSize` writes every Suspense
 * boundary (the contact cards with their copy buttons) in place, where React would otherwise
 * write a large one late in the page as a hidden segment that an inline script reveals, which
 * a visitor without JavaScript would never see (react.dev, "prerender").
 *
 * @returns the HTML document, with the status and headers React Router chose.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, { headers: responseHeaders, status: responseStatusCode });
}
