import sharp from 'sharp';

// Uploads are rare: one libvips thread per image keeps a burst of uploads from taking every core and multiplying peak memory.
sharp.concurrency(1);
// Untrusted bytes only ever reach these four decoders; SVG, TIFF, HEIF, PDF and the rest are never parsed, not even for metadata.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: ['VipsForeignLoadPngBuffer', 'VipsForeignLoadJpegBuffer', 'VipsForeignLoadWebpBuffer', 'VipsForeignLoadNsgifBuffer'] });

type InputFormat = 'png' | 'jpeg' | 'webp' | 'gif';

export interface ImageLimits {
  /** The output fits within this box, keeping the aspect ratio and never enlarging. */
  maxWidth: number;
  maxHeight: number;
  /** Refused before decoding when the header declares more pixels than this. */
  maxPixels: number;
  formats: readonly InputFormat[];
}

export const LOGO_IMAGE: ImageLimits = { maxWidth: 512, maxHeight: 512, maxPixels: 40_000_000, formats: ['png', 'jpeg', 'webp', 'gif'] };

export interface SafeImage {
  bytes: Buffer;
  mime: 'image/webp';
  width: number;
  height: number;
}

/** Why the bytes were refused: not one of the accepted formats, a declared size over maxPixels, or data that does not decode. */
export interface ImageRefusal {
  refused: 'unsupported_format' | 'too_many_pixels' | 'unreadable';
}

/** Reads the header only (the format and declared size), so that a refusal is quick and says why. */
async function orientedSize(input: Buffer, limits: Pick<ImageLimits, 'maxPixels' | 'formats'>): Promise<{ width: number; height: number } | ImageRefusal> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { refused: 'unsupported_format' };
  }
  if (!metadata.format || !(limits.formats as readonly string[]).includes(metadata.format)) return { refused: 'unsupported_format' };
  if (metadata.width * metadata.height > limits.maxPixels) return { refused: 'too_many_pixels' };
  return metadata.autoOrient;
}

/** Decodes, orients by EXIF, resizes and encodes afresh: no metadata and no byte of the input reaches the output. */
async function encode(input: Buffer, maxPixels: number, box: { width: number; height?: number }): Promise<SafeImage> {
  const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: maxPixels })
    .rotate()
    .resize({ ...box, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .timeout({ seconds: 20 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, mime: 'image/webp', width: info.width, height: info.height };
}

/**
 * Untrusted image bytes (PNG, JPEG, WebP or GIF; a GIF's first frame) as a freshly encoded WebP: oriented, resized,
 * without metadata or any byte of the input. Every failure caused by the input is a refusal, never a throw.
 */
export async function toSafeWebp(input: Buffer, limits: ImageLimits = LOGO_IMAGE): Promise<SafeImage | ImageRefusal> {
  const size = await orientedSize(input, limits);
  if ('refused' in size) return size;
  try {
    return await encode(input, limits.maxPixels, { width: limits.maxWidth, height: limits.maxHeight });
  } catch {
    return { refused: 'unreadable' };
  }
}

/**
 * The same, at each of `widths` (for `srcset`), never wider than the upload: an upload narrower than the smallest
 * width gives one image at its own width.
 */
export async function toSafeWebpWidths(
  input: Buffer,
  limits: Pick<ImageLimits, 'maxPixels' | 'formats'> & { widths: readonly number[] },
): Promise<{ width: number; height: number; variants: SafeImage[] } | ImageRefusal> {
  const size = await orientedSize(input, limits);
  if ('refused' in size) return size;
  const widths = [...new Set(limits.widths.map((width) => Math.min(width, size.width)))];
  try {
    const variants: SafeImage[] = [];
    // One at a time: each decodes the upload again, and in parallel they would hold several decoded copies at once.
    for (const width of widths) variants.push(await encode(input, limits.maxPixels, { width }));
    return { width: size.width, height: size.height, variants };
  } catch {
    return { refused: 'unreadable' };
  }
}
