/**
 * The most pixels (width × height) a source photo may have for the image CDN to resize it. The local
 * image CDN (scripts/server/image-cdn.ts) refuses a bigger source, and an editor's upload over it is
 * refused at once (functions/console-content-images.ts), so a photo that is stored is one the pages can
 * show. Netlify Image CDN publishes no pixel limit; this one stays well inside the 268 megapixels its
 * local handler (ipx, on sharp's default) takes, and above any photo a camera or phone makes at its
 * usual setting (a 45-megapixel camera's 8,256 × 5,504).
 */
export const IMAGE_MAX_PIXELS = 50_000_000;
