import { SITE_IMAGE_MAX_BYTES } from '@matchday/domain';

/** The image types the API re-encodes. */
export const SITE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The form's own errors of a chosen image file, which the image fields say in words. */
export type ImageFileProblem = 'image_type' | 'image_size';

/** What the API would refuse in a file before it is sent: a type it does not take, or more than SITE_IMAGE_MAX_BYTES. */
export function imageFileProblem(file: File): ImageFileProblem | null {
  if (!(SITE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'image_type';
  if (file.size > SITE_IMAGE_MAX_BYTES) return 'image_size';
  return null;
}
