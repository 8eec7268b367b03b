import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { loaderDataFor } from "~/test/render";
import NotFound, { meta } from "./route";
import { copies } from "~/content/testing";

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: () => null,
      children: [
        { path: "/", Component: () => <Link to="/no/such/page">Broken link</Link> },
        { path: "*", Component: NotFound },
      ],
    },
  ]);
  return render(
    <Stub initialEntries={[path]} hydrationData={{ loaderData: loaderDataFor(path) }} />,
  );
}

const words = copies.en.notFound;

describe("Not-found route", () => {
  it("shows the code, the heading and the link home of the Not-found words", () => {
    vi.mocked(console.error).mockImplementation(() => {});
    renderAt("/missing");
    expect(screen.getByText(words.code)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: words.heading })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: words.returnHome })).toHaveAttribute("href", "/");
  });

  it("logs the attempted path with console.error on a direct load", () => {
    vi.mocked(console.error).mockImplementation(() => {});
    renderAt("/missing");
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route:",
      "/missing",
    );
  });

  it("logs the attempted path after client-side navigation", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    renderAt("/");
    expect(console.error).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("link", { name: "Broken link" }));
    expect(await screen.findByText(words.heading)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route:",
      "/no/such/page",
    );
  });

  it("asks search engines not to index it", () => {
    const matches = [{ loaderData: loaderDataFor("/es/nada").root }];
    const head = meta({ matches } as unknown as Parameters<typeof meta>[0]);
    expect(head).toContainEqual({ name: "robots", content: "noindex" });
    expect(head).toContainEqual({ title: copies.es.notFound.meta.title });
  });
});
