import type { SiteMedia } from '@matchday/domain';

/** An image as an <img> shows it: a chosen file's temporary address, or an uploaded image's WebP widths. */
export interface ShownImage {
  src: string;
  srcSet?: string;
}

/** The uploaded image's widths as a srcset, its widest as the fallback src. */
export function shownMedia(media: SiteMedia | undefined): ShownImage | null {
  if (!media || media.variants.length === 0) return null;
  const widest = media.variants.reduce((best, variant) => (variant.width > best.width ? variant : best));
  return { src: widest.url, srcSet: media.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') };
}

/** What an image field shows: the file chosen since the last save, else the saved image, else nothing. */
export const shownImage = (chosenUrl: string | null, media: SiteMedia | undefined): ShownImage | null => (chosenUrl ? { src: chosenUrl } : shownMedia(media));
