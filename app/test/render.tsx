import { render, type RenderResult } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { Sonner } from "~/components/ui/sonner";
import { Toaster } from "~/components/ui/toaster";
import { TooltipProvider } from "~/components/ui/tooltip";

/**
 * Renders `ui` at `path` inside a memory router with the app's tooltip and toast providers,
 * as `root.tsx` arranges them. Other paths render a marker, so tests can see navigation.
 */
export function renderInApp(
  ui: React.ReactNode,
  { path = "/" }: { path?: string } = {},
): RenderResult {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <TooltipProvider>
          {ui}
          <Toaster />
          <Sonner />
        </TooltipProvider>
      ),
    },
    { path: "*", Component: () => <p>Navigated elsewhere</p> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
