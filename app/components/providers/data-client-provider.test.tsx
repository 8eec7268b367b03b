import { QueryClient, useQueryClient } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

/** Shows the cache defaults of the client the provider gives, once there is one. */
function ClientDefaults() {
  const queries = useQueryClient().getDefaultOptions().queries;
  return (
    <p>
      gc {String(queries?.gcTime)}, retries {String(queries?.retry)}
    </p>
  );
}

describe("DataClientProvider (spec section 7)", () => {
  it("gives no client before an interaction, then the spec's client to the same subtree", async () => {
    vi.resetModules();
    const { DataClientProvider } = await import("./data-client-provider");
    const loader = await import("~/lib/data-client-loader");
    const mounted = vi.fn();
    function Marker() {
      mounted();
      return null;
    }
    render(
      <DataClientProvider>
        <Marker />
      </DataClientProvider>,
    );
    expect(loader.getDataClient()).toBeUndefined();
    act(() => {
      document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
    });
    const client = await act(() => loader.loadDataClient());
    expect(client).toBeInstanceOf(QueryClient);
    expect(loader.getDataClient()).toBe(client);
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it("provides the client with gcTime 5 min and 3 retries to useQueryClient", async () => {
    vi.resetModules();
    const { DataClientProvider } = await import("./data-client-provider");
    const { loadDataClient } = await import("~/lib/data-client-loader");
    await loadDataClient();
    render(
      <DataClientProvider>
        <ClientDefaults />
      </DataClientProvider>,
    );
    expect(screen.getByText("gc 300000, retries 3")).toBeInTheDocument();
  });
});
