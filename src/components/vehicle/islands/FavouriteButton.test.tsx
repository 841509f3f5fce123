// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FAVOURITES_KEY, favourites } from "../../../stores/favourites.ts";
import FavouriteButton from "./FavouriteButton.tsx";

afterEach(() => {
  cleanup();
  favourites.set([]);
  localStorage.clear();
});

const button = () => screen.getByRole("button", { name: "Save 2021 Ford Ranger to favourites" });

describe("FavouriteButton", () => {
  it("toggles the car in and out of favourites with aria-pressed", () => {
    render(<FavouriteButton carId="car-1" carName="2021 Ford Ranger" />);
    expect(button().getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button());
    expect(button().getAttribute("aria-pressed")).toBe("true");
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? "[]")).toEqual(["car-1"]);
    fireEvent.click(button());
    expect(button().getAttribute("aria-pressed")).toBe("false");
    expect(favourites.get()).toEqual([]);
  });

  it("shows a car saved before the reload as saved", async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(["car-1"]));
    vi.resetModules();
    const { default: Reloaded } = await import("./FavouriteButton.tsx");
    render(<Reloaded carId="car-1" carName="2021 Ford Ranger" />);
    expect(button().getAttribute("aria-pressed")).toBe("true");
  });

  it("updates when the same car is saved elsewhere on the page", () => {
    render(<FavouriteButton carId="car-1" carName="2021 Ford Ranger" />);
    act(() => favourites.set(["car-1"]));
    expect(button().getAttribute("aria-pressed")).toBe("true");
  });

  it("renders as not saved on the server, whatever this browser has stored", () => {
    favourites.set(["car-1"]);
    expect(renderToString(<FavouriteButton carId="car-1" carName="2021 Ford Ranger" />)).toContain(
      'aria-pressed="false"',
    );
  });
});
