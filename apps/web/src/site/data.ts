import type { PublicLeaguePage, PublicSite, PublicTeamPage } from '@matchday/domain';

/** What the server wrote into the page (site-pages.ts): the site, and the league's or team's page when it is one. */
export interface PageData {
  site: PublicSite | null;
  page: PublicLeaguePage | PublicTeamPage | null;
}

/** The visitor's place in the site, from the address. */
export type Route =
  | { kind: 'home' }
  | { kind: 'league'; id: string }
  | { kind: 'team'; id: string }
  | { kind: 'register'; id: string }
  | { kind: 'order'; id: string }
  | { kind: 'me' }
  | { kind: 'missing' };

function routeFrom([kind, id, extra, ...more]: string[]): Route {
  if (kind === undefined) return { kind: 'home' };
  if (more.length > 0) return { kind: 'missing' };
  if (kind === 'me' && id === undefined) return { kind: 'me' };
  if (!id) return { kind: 'missing' };
  if (kind === 'leagues' && extra === 'register') return { kind: 'register', id };
  if (extra !== undefined) return { kind: 'missing' };
  if (kind === 'leagues') return { kind: 'league', id };
  if (kind === 'teams') return { kind: 'team', id };
  if (kind === 'orders') return { kind: 'order', id };
  return { kind: 'missing' };
}

export function routeOf(pathname: string): { slug: string; route: Route } {
  // '/c/{slug}', '…/leagues/{id}', '…/teams/{id}', '…/leagues/{id}/register', '…/orders/{id}', '…/me'.
  const [, slug = '', ...rest] = pathname.split('/').filter(Boolean);
  return { slug: decodeURIComponent(slug), route: routeFrom(rest) };
}

export const sitePath = (slug: string, route: Route = { kind: 'home' }): string => {
  const base = `/c/${encodeURIComponent(slug)}`;
  switch (route.kind) {
    case 'league':
      return `${base}/leagues/${route.id}`;
    case 'team':
      return `${base}/teams/${route.id}`;
    case 'register':
      return `${base}/leagues/${route.id}/register`;
    case 'order':
      return `${base}/orders/${route.id}`;
    case 'me':
      return `${base}/me`;
    default:
      return base;
  }
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
