import type { PublicLeaguePage, PublicSite, PublicTeamPage } from '@matchday/domain';

/** What the server wrote into the page (site-pages.ts): the site, and the league's or team's page when it is one. */
export interface PageData {
  site: PublicSite | null;
  page: PublicLeaguePage | PublicTeamPage | null;
}

/** The visitor's place in the site, from the address. */
export type Route = { kind: 'home' } | { kind: 'league'; id: string } | { kind: 'team'; id: string } | { kind: 'missing' };

export function routeOf(pathname: string): { slug: string; route: Route } {
  // '/c/{slug}', '/c/{slug}/leagues/{id}', '/c/{slug}/teams/{id}'.
  const [, slug = '', kind, id, extra] = pathname.split('/').filter(Boolean);
  const route: Route =
    kind === undefined
      ? { kind: 'home' }
      : (kind === 'leagues' || kind === 'teams') && id && extra === undefined
        ? { kind: kind === 'leagues' ? 'league' : 'team', id }
        : { kind: 'missing' };
  return { slug: decodeURIComponent(slug), route };
}

export const sitePath = (slug: string, route: Route = { kind: 'home' }): string => {
  const base = `/c/${encodeURIComponent(slug)}`;
  if (route.kind === 'league') return `${base}/leagues/${route.id}`;
  if (route.kind === 'team') return `${base}/teams/${route.id}`;
  return base;
};

/** Reads the data the server embedded in the page. */
export function embeddedData(): PageData {
  const element = document.getElementById('site-data');
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as PageData) : { site: null, page: null };
  } catch {
    return { site: null, page: null };
  }
}

/** A public page's data; null when it is not there (404). The browser's cache revalidates it by its ETag. */
export async function fetchPage<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

export const leagueUrl = (slug: string, id: string) => `/api/public/clubs/${encodeURIComponent(slug)}/leagues/${encodeURIComponent(id)}`;
export const teamUrl = (slug: string, id: string) => `/api/public/clubs/${encodeURIComponent(slug)}/teams/${encodeURIComponent(id)}`;
