import 'server-only';
import sharp from 'sharp';
import { AppError } from '@/lib/errors';

/** Formats we accept, judged by the bytes (sharp's decoder), never by the client's name or type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuses decompression bombs ("pixel floods"): 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_WIDTH = 1600;
export const SMALL_WIDTH = 640;

export type ProcessedImage = { full: Buffer; small: Buffer; width: number; height: number };

/**
 * Decodes and re-encodes an uploaded image (D7): EXIF and other metadata stripped, orientation
 * applied, bounded width, WebP, plus a small variant. Polyglot files do not survive re-encoding.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw new AppError('payload_too_large', 'The image has too many pixels.');
    throw new AppError('unsupported_media', 'The file is not an image we accept (JPEG, PNG, WebP or GIF).');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('unsupported_media', 'The file is not an image we accept (JPEG, PNG, WebP or GIF).');
  }
  try {
    const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    const { data: full, info } = await base
      .clone()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const small = await base.clone().resize({ width: SMALL_WIDTH, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
    return { full, small, width: info.width, height: info.height };
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw new AppError('payload_too_large', 'The image has too many pixels.');
    throw new AppError('unsupported_media', 'The image could not be decoded.');
  }
}

/** Draws a picture (seed content): a diagonal gradient of one hue with a caption. */
export async function drawPicture(hue: number, label: string, width = 960, height = 540): Promise<Buffer> {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},65%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,22%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.35}" fill="rgba(255,255,255,0.08)"/>
  <text x="48" y="${height - 56}" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#fff">${escape(label)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
