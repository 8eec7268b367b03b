import { prerender } from "react-dom/static";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Renders a page at build time (the site is only prerendered: `ssr: false`). React's static
 * `prerender` waits for every lazy component, so small Suspense boundaries (the copy buttons)
 * are written in place instead of as hidden segments that an inline script moves later
 * (react.dev, "prerender").
 *
 * @returns the HTML document, with the status and headers React Router chose.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />);
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, { headers: responseHeaders, status: responseStatusCode });
}
