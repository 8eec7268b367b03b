import { useQueryClient } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { homePath, type Locale } from "~/i18n/locales";
import { notify } from "~/lib/notify";
import { createQueryClient } from "~/lib/query-client";
import { loaderDataFor, renderInApp } from "~/test/render";

/** The names of the two toast regions in `locale`: Radix's (with its F8 hotkey) and Sonner's. */
function regionNames(locale: Locale) {
  const root = loaderDataFor(homePath(locale)).root;
  const { notificationsRegionLabel, toastStackLabel } = root.common.navigation;
  return [notificationsRegionLabel.replace("{hotkey}", "F8"), `${toastStackLabel} alt+T`];
}

describe("AppProviders (through renderInApp, which mounts them as root.tsx does)", () => {
  it("gives useQueryClient() the app's client on the very first render", () => {
    let defaults: unknown;
    function ReadsTheClient() {
      defaults = useQueryClient().getDefaultOptions();
      return null;
    }
    renderInApp(<ReadsTheClient />);
    expect(defaults).toEqual(createQueryClient().getDefaultOptions());
  });

  it("mounts both toast regions with the first message, not before", async () => {
    renderInApp(<p>Page</p>);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    act(() => notify.problem("Select the text and copy it instead."));
    for (const name of regionNames("en")) {
      expect(await screen.findByRole("region", { name })).toBeInTheDocument();
    }
    expect(await screen.findByText("Select the text and copy it instead.")).toBeInTheDocument();
  });

  it("names the toast regions in the page's language", async () => {
    renderInApp(<p>Página</p>, { path: "/es" });
    act(() => notify.success("Número copiado"));
    for (const name of regionNames("es")) {
      expect(await screen.findByRole("region", { name })).toBeInTheDocument();
    }
  });
});
