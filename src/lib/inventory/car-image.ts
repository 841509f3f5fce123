import type { Car } from "../feed/car.ts";

/** The image that represents a car in lists: the feed's primary image, else its first photo. */
export function primaryImage(car: Pick<Car, "primary_image_url" | "images">): string | undefined {
  return car.primary_image_url ?? car.images.find((image) => !image.isVideo)?.url;
}
