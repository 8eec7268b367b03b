import { render, type RenderResult } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { ToastRegions } from "~/components/ui/toast-regions";

/**
 * Renders `ui` at `path` inside a memory router with the app's toast regions, as `root.tsx`
 * arranges them. Other paths render a marker, so tests can see navigation.
 */
export function renderInApp(
  ui: React.ReactNode,
  { path = "/" }: { path?: string } = {},
): RenderResult {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <>
          {ui}
          <ToastRegions />
        </>
      ),
    },
    { path: "*", Component: () => <p>Navigated elsewhere</p> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
