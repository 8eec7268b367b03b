import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { copyOf } from "./i18n/copy";
import { ErrorBoundary } from "./root";

function Broken(): React.ReactNode {
  throw new Error("Chart data is missing");
}

/** Renders a route at `path` that throws while rendering, under the root ErrorBoundary. */
function renderBrokenRoute(path: string) {
  vi.mocked(console.error).mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const Stub = createRoutesStub([{ path, Component: Broken, ErrorBoundary }]);
  render(<Stub initialEntries={[path]} />);
}

describe("root ErrorBoundary", () => {
  it("shows React Router's default wording with the message in italics (spec section 8)", async () => {
    renderBrokenRoute("/");
    const heading = copyOf("en", "common").errorPage.heading;
    expect(heading).toBe("Unexpected Application Error!");
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
    const message = screen.getByRole("heading", { name: "Chart data is missing" });
    expect(message).toHaveClass("italic");
  });

  it("speaks the page's language", async () => {
    renderBrokenRoute("/es");
    const heading = copyOf("es", "common").errorPage.heading;
    expect(heading).not.toBe(copyOf("en", "common").errorPage.heading);
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
  });
});
