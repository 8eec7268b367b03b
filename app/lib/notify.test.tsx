import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Sonner } from "~/components/ui/sonner";
import { Toaster } from "~/components/ui/toaster";
import { notify } from "./notify";

beforeEach(() => {
  vi.useFakeTimers();
});

function ToastRegions() {
  return (
    <>
      <Toaster label="Notification" regionLabel="Notifications ({hotkey})" dismissLabel="Dismiss" />
      <Sonner label="Notifications" />
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the notification's wait for the mounted regions settle. */
async function flush() {
  await act(async () => {});
}

describe("notify.problem (Radix toast region)", () => {
  it("keeps one toast at a time and closes it after 5 s", async () => {
    render(<ToastRegions />);
    act(() => {
      notify.problem("First problem");
      notify.problem("Second problem");
    });
    await flush();
    expect(screen.queryByText("First problem")).not.toBeInTheDocument();
    expect(screen.getByText("Second problem")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByText("Second problem")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Second problem")).not.toBeInTheDocument();
  });
});

describe("notify.success (Sonner)", () => {
  it("shows at most 3 toasts at once", async () => {
    render(<ToastRegions />);
    act(() => {
      for (const n of [1, 2, 3, 4]) notify.success(`Copied ${n}`);
    });
    await flush();
    act(() => vi.advanceTimersByTime(10));
    expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(4);
    const visible = document.querySelectorAll("[data-sonner-toast][data-visible='true']");
    expect(visible).toHaveLength(3);
  });

  it("closes a toast after 4 s", async () => {
    render(<ToastRegions />);
    act(() => notify.success("Copied once"));
    await flush();
    act(() => vi.advanceTimersByTime(3_900));
    expect(screen.getByText("Copied once")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText("Copied once")).not.toBeInTheDocument();
  });
});
