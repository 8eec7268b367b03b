import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { mobileMenuScript } from "./components/layout/mobile-menu";
import { PhoneActionBar } from "./components/layout/phone-action-bar";
import { PrerenderedOnly } from "./components/layout/prerendered-only";
import { Analytics } from "./components/providers/analytics";
import { AppProviders } from "./components/providers/app-providers";
import { localeOf, locales } from "./i18n/locales";
import { useLocale } from "./i18n/use-locale";
import { withContentProblems } from "./content/content.server";
import { contentProblemsOf, invalidContentStatusText } from "./lib/content-problems";
import { rootPageData } from "./root-data.server";

/**
 * The site's whole stylesheet as text, in the prerendered HTML only: each page carries it in a
 * `<style>` in its `<head>`, so the first paint waits for no request (a render-blocking
 * stylesheet costs a phone one round trip, docs/measuring.md). The browser bundle leaves it
 * out (`import.meta.env.SSR` is false there), so it adds no JavaScript; hydration keeps the
 * element the HTML has. Its CSP hash is computed after prerendering, like the inline scripts'.
 */
const stylesheet = import.meta.env.SSR ? (await import("./app.css?inline")).default : "";

/**
 * The widths from which the header's items fit in the page's language, as CSS appended to the
 * stylesheet (app/lib/header-fit.ts): computed at prerender from the root data, so neither the
 * estimate nor its result reach the browser bundle or the hydration data.
 */
const headerFitStyle = import.meta.env.SSR
  ? (await import("./lib/header-fit")).headerFitStyle
  : null;

/**
 * The URL of the counting script of a page that ships no React, in a build with analytics on
 * (tooling/build-steps/pages/static-page-counting.ts); `null` otherwise, and in the browser bundle.
 */
const countingScriptUrl =
  import.meta.env.SSR && __ANALYTICS__
    ? (await import("virtual:static-page-counting")).countingScriptUrl
    : null;

/** Every page's common words and the site's facts, in the locale of its URL (prerendered). */
export function loader({ url }: Route.LoaderArgs) {
  // `url` is the page's URL, without the `.data` suffix of a client-side navigation's request.
  return withContentProblems(() => rootPageData(url.pathname));
}

/**
 * The common words change only with the language: a client-side navigation reloads them when
 * it crosses from one locale to another, and never otherwise.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeOf(currentUrl.pathname) !== localeOf(nextUrl.pathname);
}

/** Favicons (SVG, 32 px PNG, 180 px Apple touch icon) and the web app manifest. */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/icons/icon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The document shell shared by every route and by the error boundary, in the language of the
 * page's URL: `<html lang="en">` or `lang="es-AR"` (WCAG 3.1.1), the link to the language's
 * article feed while it has articles (RSS autodiscovery), the skip link, and the phone
 * action bar after the page ({@link PhoneActionBar}), in the prerendered HTML only
 * ({@link PrerenderedOnly}) and keyed by the locale: a client-side navigation to another
 * language (no link of the site makes one) drops it rather than show the first language.
 *
 * A page the registry marks as only read (`needsHydration: false`, app/pages/registry.ts) is
 * prerendered without React Router's scripts (`<Scripts>`: module preloads, hydration
 * context, entry; `<ScrollRestoration>`'s inline script): it is complete HTML, left by
 * ordinary page loads. In a build with analytics on it loads the counting script instead.
 * In the browser both stay rendered on every route: an app hydrated on another page that
 * navigates to such a page keeps its router and its scroll restoration.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  // Missing only if the root loader itself failed: the error boundary then renders alone.
  const data = useRouteLoaderData<typeof loader>("root");
  const shipsScripts = !import.meta.env.SSR || data?.hydrates !== false;
  return (
    <html lang={locales[useLocale()].lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <style
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: headerFitStyle && data ? stylesheet + headerFitStyle(data) : stylesheet,
          }}
        />
        <Links />
        {data?.feed && (
          <link
            rel="alternate"
            type="application/rss+xml"
            title={data.feed.title}
            href={data.feed.path}
          />
        )}
      </head>
      <body>
        {data && (
          <a
            href="#main"
            className="sr-only rounded-button bg-night px-4 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
          >
            {data.common.navigation.skipLinkLabel}
          </a>
        )}
        {children}
        {data && (
          <PrerenderedOnly key={data.locale}>
            {import.meta.env.SSR && <PhoneActionBar />}
          </PrerenderedOnly>
        )}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: mobileMenuScript }} />
        {shipsScripts ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          countingScriptUrl && <script type="module" src={countingScriptUrl} />
        )}
      </body>
    </html>
  );
}

/**
 * Every route inside the app-wide providers ({@link AppProviders}). Once hydrated, it sets
 * `data-hydrated` on `<html>`: CSS then turns on smooth scrolling for in-page links, and
 * end-to-end tests interact only with a live page. In a build with analytics on, it counts
 * the pages shown ({@link Analytics}).
 */
export default function App() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <AppProviders>
      <Outlet />
      {__ANALYTICS__ && <Analytics />}
    </AppProviders>
  );
}

/**
 * Render errors anywhere in the app (docs/requirements.md R14): a heading in the page's language (in
 * English React Router's default wording, "Unexpected Application Error!"), then the message
 * in italics, styled to match the site. The stack trace is shown in development only.
 * Invalid content, which only the dev server can meet (every build checks it first), shows the
 * content check's problems instead, each naming its file and field, with no stack.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The root data is missing only if the root loader itself failed; React Router's own
  // default wording stands in then.
  const root = useRouteLoaderData<typeof loader>("root");
  // Only the dev server meets invalid content: the production bundle leaves this branch out.
  const contentProblems = import.meta.env.DEV ? contentProblemsOf(error) : null;
  if (contentProblems) {
    return (
      <main id="main" className="container-page py-24">
        <h2 className="text-2xl font-semibold text-ink">{invalidContentStatusText}</h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-body">
          {contentProblems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </main>
    );
  }
  const heading = root?.common.errorPage.heading ?? "Unexpected Application Error!";
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : JSON.stringify(error);
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main id="main" className="container-page py-24">
      <h2 className="text-2xl font-semibold text-ink">{heading}</h2>
      <h3 className="mt-3 text-lg text-body italic">{message}</h3>
      {stack && (
        <pre className="mt-6 overflow-x-auto rounded-button bg-surface p-4 text-sm">{stack}</pre>
      )}
    </main>
  );
}
