import sharp from 'sharp';

// Uploads are rare: one libvips thread per image keeps a burst of uploads from taking every core and multiplying peak memory.
sharp.concurrency(1);
// Untrusted bytes only ever reach these four decoders; SVG, TIFF, HEIF, PDF and the rest are never parsed, not even for metadata.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: ['VipsForeignLoadPngBuffer', 'VipsForeignLoadJpegBuffer', 'VipsForeignLoadWebpBuffer', 'VipsForeignLoadNsgifBuffer'] });

const INPUT_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);

export interface ImageLimits {
  /** The output fits within this box, keeping the aspect ratio and never enlarging. */
  maxWidth: number;
  maxHeight: number;
  /** Refused before decoding when the header declares more pixels than this. */
  maxPixels: number;
}

export const LOGO_IMAGE: ImageLimits = { maxWidth: 512, maxHeight: 512, maxPixels: 40_000_000 };

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

/**
 * Untrusted image bytes (PNG, JPEG, WebP or GIF; a GIF's first frame) as a freshly encoded WebP: oriented, resized,
 * without metadata or any byte of the input. Every failure caused by the input is a refusal, never a throw.
 */
export async function toSafeWebp(input: Buffer, limits: ImageLimits = LOGO_IMAGE): Promise<SafeImage | ImageRefusal> {
  let metadata: sharp.Metadata;
  try {
    // Header only: the declared size is checked here so that the refusal says why.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { refused: 'unsupported_format' };
  }
  if (!metadata.format || !INPUT_FORMATS.has(metadata.format)) return { refused: 'unsupported_format' };
  if (metadata.width * metadata.height > limits.maxPixels) return { refused: 'too_many_pixels' };
  try {
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: limits.maxPixels })
      .rotate()
      .resize({ width: limits.maxWidth, height: limits.maxHeight, fit: 'inside', withoutEnlargement: true })
      .webp()
      .timeout({ seconds: 20 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mime: 'image/webp', width: info.width, height: info.height };
  } catch {
    return { refused: 'unreadable' };
  }
}
