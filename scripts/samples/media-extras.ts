type CarRecord = Record<string, unknown> & { id?: unknown; images?: { url: string }[] };

/**
 * A few cars get a 360 spin (frames drawn from their own photos, an interior shot and a hotspot)
 * and a few get a video, so the vehicle page's Spin / Interior views and the video facade have
 * real sample data. Chosen by position so the rest of the feed does not change.
 */
const SPIN_EVERY = 40;
const VIDEO_EVERY = 50;
// YouTube's own API sample video; the page loads nothing from YouTube until the shopper asks.
const SAMPLE_VIDEO = "https://www.youtube.com/watch?v=M7lc1UVf-VE";

export function addSpinsAndVideos(cars: CarRecord[]): CarRecord[] {
  return cars.map((car, index) => {
    const photos = (car.images ?? []).map((image) => image.url);
    const extras: Record<string, unknown> = {};
    if (index % SPIN_EVERY === 7 && photos.length >= 3) {
      extras.spin_images = Array.from({ length: 12 }, (_, frame) => photos[frame % photos.length]!);
      extras.spin_interior_image = photos[photos.length - 1];
      extras.spin_code = `SPN-${car.id}`;
      extras.hotspots = [
        { frame: 0, x: 28, y: 62, label: "Alloy wheels", description: "Factory alloy wheels with near-new tyres." },
      ];
    }
    if (index % VIDEO_EVERY === 11) extras.external_video_url = SAMPLE_VIDEO;
    return { ...car, ...extras };
  });
}
