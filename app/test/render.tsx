import { render, type RenderResult } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { AppProviders } from "~/components/providers/app-providers";

/**
 * Renders `ui` at `path` inside a memory router and the app-wide providers, as `root.tsx`
 * arranges them. Other paths render a marker, so tests can see navigation.
 */
export function renderInApp(
  ui: React.ReactNode,
  { path = "/" }: { path?: string } = {},
): RenderResult {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => <AppProviders>{ui}</AppProviders>,
    },
    { path: "*", Component: () => <p>Navigated elsewhere</p> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
