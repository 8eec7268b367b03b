import { useQueryClient } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { notify } from "~/lib/notify";
import { renderInApp } from "~/test/render";

/** A component that reads the data client on its very first render, as a `useQuery` would. */
function CacheSettings() {
  const queries = useQueryClient().getDefaultOptions().queries;
  return (
    <p>
      gc {queries?.gcTime} ms, {String(queries?.retry)} retries
    </p>
  );
}

describe("AppProviders (through renderInApp, which mounts them as root.tsx does)", () => {
  it("gives useQueryClient() the spec's client on the first render (spec sections 7, 9)", () => {
    renderInApp(<CacheSettings />);
    expect(screen.getByText("gc 300000 ms, 3 retries")).toBeInTheDocument();
  });

  it("mounts both toast regions with the first message, not before", async () => {
    renderInApp(<p>Page</p>);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    act(() => notify.problem("Select the text and copy it instead."));
    expect(await screen.findByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Notifications alt+T" })).toBeInTheDocument();
    expect(await screen.findByText("Select the text and copy it instead.")).toBeInTheDocument();
  });

  it("names the toast regions in the page's language", async () => {
    renderInApp(<p>Página</p>, { path: "/es" });
    act(() => notify.success("Número copiado"));
    expect(await screen.findByRole("region", { name: "Notificaciones (F8)" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Notificaciones alt+T" })).toBeInTheDocument();
  });
});
