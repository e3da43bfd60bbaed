import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { clubs } from '../src/db/schema.js';

/** The settings club2 is seeded with, as a club update form sends them. */
export const CLUB2_FIELDS = {
  name: 'Riverside Athletic League',
  timezone: 'America/New_York',
  contact_email: 'office@riverside.example.com',
  address: '75 Riverside Dr, New York, NY 10024',
  default_sport: 'soccer',
};

/** The row_version of the club's settings now: what a settings form opened now carries back. */
export async function clubVersion(db: Database, slug = 'club2'): Promise<number> {
  const [club] = await db.select({ rowVersion: clubs.rowVersion }).from(clubs).where(eq(clubs.slug, slug));
  return club!.rowVersion;
}

export type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipart(parts: Part[]) {
  const boundary = '----matchday-test-boundary';
  const chunks = parts.flatMap((part) =>
    'data' in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
          ),
          part.data,
          Buffer.from('\r\n'),
        ]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)],
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const fields = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, value]) => ({ name, value }));
