// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ShareButton, { COPIED_MS } from "./ShareButton.tsx";

const url = "https://harbour-city.example/cars/2021-ford-ranger";

function stubNavigator(extra: Partial<Navigator>) {
  vi.stubGlobal("navigator", { ...extra, userAgent: navigator.userAgent });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const click = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole("button"));
  });
};

describe("ShareButton", () => {
  it(`copies the link and says 'Copied' for ${COPIED_MS} ms, announced politely`, async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    render(<ShareButton url={url} title="2021 Ford Ranger" />);
    expect(screen.getByRole("button").textContent).toBe("Share");
    await click();
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole("button").textContent).toBe("Copied");
    expect(screen.getByRole("status").textContent).toBe("Copied");
    act(() => vi.advanceTimersByTime(COPIED_MS - 1));
    expect(screen.getByRole("button").textContent).toBe("Copied");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button").textContent).toBe("Share");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("restarts the 1.5 s when clicked again", async () => {
    stubNavigator({ clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } as unknown as Clipboard });
    render(<ShareButton url={url} title="2021 Ford Ranger" />);
    await click();
    act(() => vi.advanceTimersByTime(1000));
    await click();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("button").textContent).toBe("Copied");
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole("button").textContent).toBe("Share");
  });

  it("uses the share sheet when the browser has one, and copies nothing", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    render(<ShareButton url={url} title="2021 Ford Ranger" />);
    await click();
    expect(share).toHaveBeenCalledWith({ title: "2021 Ford Ranger", url });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole("button").textContent).toBe("Share");
  });

  it("does nothing more when the shopper closes the share sheet", async () => {
    const writeText = vi.fn();
    stubNavigator({
      share: vi.fn().mockRejectedValue(new DOMException("cancelled", "AbortError")),
      clipboard: { writeText } as unknown as Clipboard,
    });
    render(<ShareButton url={url} title="2021 Ford Ranger" />);
    await click();
    expect(writeText).not.toHaveBeenCalled();
  });

  it("says so when the link cannot be copied", async () => {
    stubNavigator({ clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) } as unknown as Clipboard });
    render(<ShareButton url={url} title="2021 Ford Ranger" />);
    await click();
    expect(screen.getByRole("status").textContent).toBe("Could not copy the link");
    expect(screen.getByRole("button").textContent).toBe("Share");
  });
});
