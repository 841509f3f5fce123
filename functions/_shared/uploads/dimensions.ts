import { imageSize } from "image-size";

/**
 * A photo's width and height, read from its header without decoding its pixels (so a photo of any
 * size costs nothing to measure); undefined when its header cannot be read. image-size is plain
 * JavaScript: no function ships sharp's native libraries (20 MB) to read a header.
 */
export async function imageDimensions(bytes: Uint8Array): Promise<{ width: number; height: number } | undefined> {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
