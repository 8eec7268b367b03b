import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tooltipTiming } from "~/lib/ui-defaults";
import { Tooltip, TooltipProvider } from "./tooltip";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A mouse pointer moving onto `element` (Radix opens tooltips on pointermove, not touch). */
function pointAt(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: "mouse" });
}

/** The open tooltip's text, or null. It is hidden from assistive technology, hence `hidden`. */
function openTooltip(): string | null {
  return screen.queryByRole("tooltip", { hidden: true })?.textContent ?? null;
}

/** Closes the open tooltip as a visitor can (Escape), which starts the skip-delay window. */
function dismiss() {
  fireEvent.keyDown(document.body, { key: "Escape" });
}

/** Two icon buttons (no text of their own) with label tooltips under one provider. */
function renderTwoTooltips() {
  render(
    <TooltipProvider>
      <Tooltip content="Copy phone number">
        <button type="button" />
      </Tooltip>
      <Tooltip content="Copy address">
        <button type="button" />
      </Tooltip>
    </TooltipProvider>,
  );
  return {
    phone: screen.getByRole("button", { name: "Copy phone number" }),
    address: screen.getByRole("button", { name: "Copy address" }),
  };
}

const { openDelayMs, skipDelayMs } = tooltipTiming;

describe("Tooltip", () => {
  it("names its trigger once: the open tooltip neither describes it nor is read on its own", () => {
    const { phone } = renderTwoTooltips();
    pointAt(phone);
    act(() => vi.advanceTimersByTime(openDelayMs));
    expect(openTooltip()).toBe("Copy phone number");
    expect(phone).toHaveAccessibleName("Copy phone number");
    expect(phone).toHaveAccessibleDescription("");
    expect(phone).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });
});

describe("Tooltip timing (docs/requirements.md R16)", () => {
  it("opens after the hover delay, not before", () => {
    const { phone } = renderTwoTooltips();
    pointAt(phone);
    act(() => vi.advanceTimersByTime(openDelayMs - 50));
    expect(openTooltip()).toBeNull();
    act(() => vi.advanceTimersByTime(50));
    expect(openTooltip()).toBe("Copy phone number");
  });

  it("opens the other button's tooltip at once within the skip delay, and with the delay after it", () => {
    const { phone, address } = renderTwoTooltips();
    pointAt(phone);
    act(() => vi.advanceTimersByTime(openDelayMs));
    dismiss();
    expect(openTooltip()).toBeNull();

    act(() => vi.advanceTimersByTime(skipDelayMs - 100));
    pointAt(address);
    act(() => vi.advanceTimersByTime(0));
    expect(openTooltip()).toBe("Copy address");

    dismiss();
    act(() => vi.advanceTimersByTime(skipDelayMs + 100));
    fireEvent.pointerLeave(phone, { pointerType: "mouse" });
    pointAt(phone);
    act(() => vi.advanceTimersByTime(openDelayMs - 50));
    expect(openTooltip()).toBeNull();
    act(() => vi.advanceTimersByTime(50));
    expect(openTooltip()).toBe("Copy phone number");
  });
});
