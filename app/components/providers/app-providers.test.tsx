import { useQueryClient } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { notify } from "~/lib/notify";
import { AppProviders } from "./app-providers";

/** A component that reads the data client on its very first render, as a `useQuery` would. */
function CacheSettings() {
  const queries = useQueryClient().getDefaultOptions().queries;
  return (
    <p>
      gc {queries?.gcTime} ms, {String(queries?.retry)} retries
    </p>
  );
}

describe("AppProviders", () => {
  it("gives useQueryClient() the spec's client on the first render (spec sections 7, 9)", () => {
    render(
      <AppProviders>
        <CacheSettings />
      </AppProviders>,
    );
    expect(screen.getByText("gc 300000 ms, 3 retries")).toBeInTheDocument();
  });

  it("mounts both toast regions with the first message, not before", async () => {
    render(
      <AppProviders>
        <p>Page</p>
      </AppProviders>,
    );
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    act(() => notify.problem("Select the text and copy it instead."));
    expect(await screen.findByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Notifications alt+T" })).toBeInTheDocument();
    expect(await screen.findByText("Select the text and copy it instead.")).toBeInTheDocument();
  });
});
