import { createHash } from 'node:crypto';

export const logoEtag = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** Public, and versioned so that a new logo gets a new URL past every cache. */
export const logoUrl = (slug: string, etag: string | null): string | null => (etag ? `/api/public/clubs/${encodeURIComponent(slug)}/logo?v=${etag}` : null);
