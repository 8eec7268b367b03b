import { render, type RenderResult } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { AppProviders } from "~/components/providers/app-providers";
import { localeOf, pageKeyOf } from "~/i18n/locales";
import { caseStudiesPageData, homePageData, rootData } from "~/i18n/page-data.server";

/**
 * The data the loaders would give a page at `path`: the root route's, and the page's own
 * (home or case studies; none for other paths), built from the content by the same functions
 * the loaders call.
 */
export function loaderDataFor(path: string): Record<string, unknown> {
  const locale = localeOf(path);
  const page = pageKeyOf(path);
  return {
    root: rootData(locale),
    ...(page === "home" && { page: homePageData(locale) }),
    ...(page === "caseStudies" && { page: caseStudiesPageData(locale) }),
  };
}

/**
 * Renders `ui` at `path` inside a memory router and the app-wide providers, as `root.tsx`
 * arranges them, with the loader data of the page at that path already there (as after
 * hydration), so it renders at once. Other paths render a marker, so tests can see navigation.
 */
export function renderInApp(
  ui: React.ReactNode,
  { path = "/" }: { path?: string } = {},
): RenderResult {
  const loaderData = loaderDataFor(path);
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: () => loaderData.root,
      Component: () => (
        <AppProviders>
          <Outlet />
        </AppProviders>
      ),
      children: [
        { id: "page", path, loader: () => loaderData.page ?? null, Component: () => ui },
        { path: "*", Component: () => <p>Navigated elsewhere</p> },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} hydrationData={{ loaderData }} />);
}
