import { render, type RenderResult } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { AppProviders } from "~/components/providers/app-providers";
import { localeOf } from "~/i18n/locales";
import { caseStudiesPageData } from "~/pages/case-studies/data.server";
import { homeLoaderData } from "~/pages/home/static-sections.server";
import { rootData, type RootData } from "~/root-data.server";

/**
 * The data the loaders would give a page at `path`: the root route's, and the page's own
 * (home or case studies; none for other paths), built from the content by the same functions
 * the loaders call.
 */
export function loaderDataFor(path: string): { root: RootData; page?: unknown } {
  const locale = localeOf(path);
  const root = rootData(locale);
  const page = Object.entries(root.pagePaths).find(([, paths]) => paths[locale] === path)?.[0];
  return {
    root,
    ...(page === "home" && { page: homeLoaderData(locale) }),
    ...(page === "caseStudies" && { page: caseStudiesPageData(locale) }),
  };
}

/**
 * Renders `ui` at `path` inside a memory router and the app-wide providers, as `root.tsx`
 * arranges them, with the loader data of the page at that path already there (as after
 * hydration), so it renders at once; `withRoot` changes the root data first (a build with
 * other pages). Other paths render a marker, so tests can see navigation.
 */
export function renderInApp(
  ui: React.ReactNode,
  options: { path?: string; withRoot?: (root: RootData) => RootData } = {},
): RenderResult {
  return renderRouteInApp(() => ui, options);
}

/**
 * Renders a route component at `path` as {@link renderInApp} does, React Router handing it
 * the page's loader data as the `loaderData` prop (as it does a route module's component).
 */
export function renderRouteInApp(
  // React Router's own test stub takes any component; it passes the route's props.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Page: React.ComponentType<any>,
  {
    path = "/",
    withRoot = (root) => root,
  }: { path?: string; withRoot?: (root: RootData) => RootData } = {},
): RenderResult {
  const data = loaderDataFor(path);
  const loaderData = { ...data, root: withRoot(data.root) };
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
        { id: "page", path, loader: () => loaderData.page ?? null, Component: Page },
        { path: "*", Component: () => <p>Navigated elsewhere</p> },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} hydrationData={{ loaderData }} />);
}
