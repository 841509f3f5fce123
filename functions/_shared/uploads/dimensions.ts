import sharp from "sharp";

/**
 * A photo's width and height, read from its header without decoding its pixels (so a photo of any
 * size costs nothing to measure); undefined when its header cannot be read.
 */
export async function imageDimensions(bytes: Uint8Array): Promise<{ width: number; height: number } | undefined> {
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  return metadata?.width && metadata.height ? { width: metadata.width, height: metadata.height } : undefined;
}
