import { createHash } from 'node:crypto';

export interface CachedPage {
  body: string;
  etag: string;
}

/**
 * Public pages of this process, each kept with the stamp it was built for (the site's version, the club's newest
 * History entry, the day). A request first reads the stamp (one cheap query) and rebuilds only when it changed, so
 * every process answers what the database holds without agreeing with the others on anything; a stale entry is
 * simply replaced. A page is also rebuilt once it is `maxAgeMs` old, which bounds how long the rare change the stamp
 * misses (see prepareLatestAuditEntryId) can go unseen. Bounded in size: the least recently used page goes first.
 */
export function createPageCache({ clock, maxPages = 500, maxAgeMs = 30_000 }: { clock: () => Date; maxPages?: number; maxAgeMs?: number }) {
  const pages = new Map<string, { stamp: string; builtAt: number; page: Promise<CachedPage> }>();
  return {
    get(key: string, stamp: string, build: () => Promise<unknown>): Promise<CachedPage> {
      const found = pages.get(key);
      pages.delete(key);
      const now = clock().getTime();
      if (found?.stamp === stamp && now - found.builtAt < maxAgeMs) {
        pages.set(key, found);
        return found.page;
      }
      // Concurrent requests for a page being built wait for the same build.
      const page = build().then((value) => {
        const body = JSON.stringify(value);
        return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      });
      pages.set(key, { stamp, builtAt: now, page });
      page.catch(() => {
        if (pages.get(key)?.page === page) pages.delete(key);
      });
      if (pages.size > maxPages) pages.delete(pages.keys().next().value as string);
      return page;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
