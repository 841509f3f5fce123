import { describe, expect, it } from "vitest";
import { isWebUrl, parseVideoEmbed } from "./video-embed.ts";

const YT = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1";

describe("parseVideoEmbed", () => {
  describe.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", YT],
    ["https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42", YT],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", YT],
    ["https://youtu.be/dQw4w9WgXcQ", YT],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc&t=10", YT],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", YT],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0", YT],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", YT],
    ["https://www.youtube.com/live/dQw4w9WgXcQ", YT],
    ["www.youtube.com/watch?v=dQw4w9WgXcQ", YT],
    ["  http://youtu.be/dQw4w9WgXcQ  ", YT],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871?autoplay=1"],
    ["https://www.vimeo.com/76979871?share=copy", "https://player.vimeo.com/video/76979871?autoplay=1"],
    ["https://vimeo.com/channels/staffpicks/76979871", "https://player.vimeo.com/video/76979871?autoplay=1"],
    ["https://vimeo.com/76979871/2a5f3b9c1d", "https://player.vimeo.com/video/76979871?h=2a5f3b9c1d&autoplay=1"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871?autoplay=1"],
    ["https://player.vimeo.com/video/76979871?h=ab12", "https://player.vimeo.com/video/76979871?h=ab12&autoplay=1"],
  ])("%s", (link, embedUrl) => {
    it(`embeds as ${embedUrl}`, () => expect(parseVideoEmbed(link)?.embedUrl).toBe(embedUrl));
  });

  describe.each([
    [undefined],
    [""],
    ["https://www.youtube.com/watch?v=short"],
    ["https://www.youtube.com/channel/UC123"],
    ["https://youtu.be/"],
    ["https://vimeo.com/about"],
    ["https://example.com/watch?v=dQw4w9WgXcQ"],
    ["https://evil-youtube.com/watch?v=dQw4w9WgXcQ"],
    ["javascript:alert(1)//youtu.be/dQw4w9WgXcQ"],
    ["https://dealer.com.au/videos/ranger.mp4"],
  ])("%s", (link) => {
    it("is not an embed", () => expect(parseVideoEmbed(link)).toBeUndefined());
  });

  it("names the provider and id", () => {
    expect(parseVideoEmbed("https://youtu.be/dQw4w9WgXcQ")).toMatchObject({ provider: "youtube", id: "dQw4w9WgXcQ" });
    expect(parseVideoEmbed("https://vimeo.com/76979871")).toMatchObject({ provider: "vimeo", id: "76979871" });
  });
});

describe.each([
  ["https://cdn.dealer.com.au/v.mp4", true],
  ["/media/v.mp4", true],
  ["//evil.example/v.mp4", false],
  ["javascript:alert(1)", false],
  ["data:video/mp4;base64,AAAA", false],
  [undefined, false],
])("isWebUrl(%s)", (link, expected) => {
  it(`is ${expected}`, () => expect(isWebUrl(link)).toBe(expected));
});
