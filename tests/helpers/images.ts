import sharp from 'sharp';

/**
 * The one test-image builder, for Jest and Playwright alike: a real picture of one colour, encoded
 * by sharp, so uploads are decoded and re-encoded as a user's photo would be.
 */
export type TestImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif';

export type TestImageOptions = {
  format?: TestImageFormat;
  width?: number;
  height?: number;
  /** A CSS colour ('#3a6') or channels. */
  color?: string | { r: number; g: number; b: number };
  /** EXIF IFD0 tags to embed (e.g. to check that uploads strip them). */
  exif?: Record<string, string>;
};

export async function testImage(options: TestImageOptions = {}): Promise<Buffer> {
  const { format = 'png', width = 64, height = 48, color = '#3a6', exif } = options;
  let image = sharp({ create: { width, height, channels: 3, background: color } });
  if (exif) image = image.withMetadata({ exif: { IFD0: exif } });
  return image.toFormat(format).toBuffer();
}

const MIME_TYPES: Record<TestImageFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' };

/** The same picture as a file part of a multipart form (Playwright's `multipart`, or a File for FormData). */
export async function testImageFile(options: TestImageOptions & { name?: string } = {}): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const format = options.format ?? 'png';
  return { name: options.name ?? `photo.${format === 'jpeg' ? 'jpg' : format}`, mimeType: MIME_TYPES[format], buffer: await testImage(options) };
}
