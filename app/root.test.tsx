import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ContentError, withContentProblems } from "./content/content.server";
import { loaderDataFor } from "./test/render";
import { ErrorBoundary } from "./root";

/** The error page's heading in the language of `path`, from the content. */
const headingAt = (path: string) => loaderDataFor(path).root.common.errorPage.heading;

function Broken(): React.ReactNode {
  throw new Error("Chart data is missing");
}

/** Renders a route at `path` that throws while rendering, under the root ErrorBoundary. */
function renderBrokenRoute(path: string) {
  vi.mocked(console.error).mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const Stub = createRoutesStub([
    { id: "root", loader: () => null, ErrorBoundary, children: [{ path, Component: Broken }] },
  ]);
  render(<Stub initialEntries={[path]} hydrationData={{ loaderData: loaderDataFor(path) }} />);
}

describe("root ErrorBoundary", () => {
  it("shows React Router's default wording with the message in italics (docs/requirements.md R14)", async () => {
    renderBrokenRoute("/");
    // The wording itself is the default content's (docs/requirements.md R14, npm run test:spec).
    const heading = headingAt("/");
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
    const message = screen.getByRole("heading", { name: "Chart data is missing" });
    expect(message).toHaveClass("italic");
  });

  it("lists the content check's problems by file and field, with no stack, when a loader finds the content invalid", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const problems = [
      "app/content/en/home.yaml → meta.title: unknown placeholder {siteNam}; a text may use {siteName}",
      "app/content/es/home.yaml → hero.badge: must not be empty",
    ];
    const Stub = createRoutesStub([
      {
        id: "root",
        loader: () =>
          withContentProblems(() => {
            throw new ContentError(problems);
          }),
        ErrorBoundary,
        children: [{ path: "/", Component: () => null }],
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { name: "Invalid content" })).toBeInTheDocument();
    // Each problem as the content check words it, after the field's labels in the editor.
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      `Home page › Search results and link previews › Page title (English) — ${problems[0]}`,
      `Home page › Hero (top of the home page) › Badge (Spanish) — ${problems[1]}`,
    ]);
    expect(screen.queryByText(/Unexpected Application Error!/)).not.toBeInTheDocument();
    expect(document.querySelector("pre")).toBeNull();
    expect(document.body.textContent).not.toMatch(/\bat \S+ \(/);
  });

  it("speaks the page's language", async () => {
    renderBrokenRoute("/es");
    const heading = headingAt("/es");
    expect(heading).not.toBe(headingAt("/"));
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
  });
});
