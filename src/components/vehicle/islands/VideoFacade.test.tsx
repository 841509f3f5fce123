// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import VideoFacade from "./VideoFacade.tsx";

// happy-dom refuses to load iframe pages (so nothing reaches the network) and prints a
// "Iframe page loading is disabled" DOMException for each iframe: expected noise.
afterEach(cleanup);

describe("VideoFacade", () => {
  it("loads nothing from YouTube until the shopper presses play", () => {
    const { container } = render(
      <VideoFacade externalVideoUrl="https://youtu.be/dQw4w9WgXcQ" poster="/p.jpg" title="2021 Ford Ranger" />,
    );
    expect(container.querySelector("iframe, script, video")).toBeNull();
    expect(container.innerHTML).not.toContain("youtube");
    const play = screen.getByRole("button", { name: "Play video: 2021 Ford Ranger" });
    fireEvent.click(play);
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(frame?.getAttribute("title")).toBe("Video: 2021 Ford Ranger");
    expect(document.activeElement).toBe(frame);
  });

  it("embeds Vimeo links", () => {
    const { container } = render(<VideoFacade externalVideoUrl="https://vimeo.com/76979871" title="Ranger" />);
    fireEvent.click(screen.getByRole("button", { name: /Play video/ }));
    expect(container.querySelector("iframe")?.getAttribute("src")).toBe(
      "https://player.vimeo.com/video/76979871?autoplay=1",
    );
  });

  it("plays a direct file in a native player with controls", () => {
    const { container } = render(<VideoFacade videoUrl="/media/ranger.mp4" poster="/p.jpg" title="Ranger" />);
    expect(container.querySelector("video")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Play video/ }));
    const video = container.querySelector("video");
    expect(video?.getAttribute("src")).toBe("/media/ranger.mp4");
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("treats a YouTube link in video_url as an embed, not a file", () => {
    const { container } = render(<VideoFacade videoUrl="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="Ranger" />);
    fireEvent.click(screen.getByRole("button", { name: /Play video/ }));
    expect(container.querySelector("video")).toBeNull();
    expect(container.querySelector("iframe")).not.toBeNull();
  });

  it("links out to an unknown video site instead of embedding it", () => {
    const { container } = render(<VideoFacade externalVideoUrl="https://videos.example.com/ranger" title="Ranger" />);
    expect(container.querySelector("iframe, video, button")).toBeNull();
    expect(screen.getByRole("link", { name: /Watch the video of Ranger/ }).getAttribute("href")).toBe(
      "https://videos.example.com/ranger",
    );
  });

  it("renders nothing without a usable video", () => {
    expect(render(<VideoFacade title="Ranger" />).container.innerHTML).toBe("");
    expect(render(<VideoFacade videoUrl="javascript:alert(1)" title="Ranger" />).container.innerHTML).toBe("");
  });
});
