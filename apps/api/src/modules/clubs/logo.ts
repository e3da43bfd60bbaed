import { createHash } from 'node:crypto';
import type { LOGO_MIME_TYPES } from '@matchday/domain';

type LogoMime = (typeof LOGO_MIME_TYPES)[number];

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type from the file's own first bytes; the declared content type is not trusted. */
export function detectLogoMime(bytes: Buffer): LogoMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const logoEtag = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** Public, and versioned so that a new logo gets a new URL past every cache. */
export const logoUrl = (slug: string, etag: string | null): string | null =>
  etag ? `/api/public/clubs/${encodeURIComponent(slug)}/logo?v=${etag}` : null;
