import { defaultSiteDocument, type SiteDocument, type SiteSettings } from '@matchday/domain';
import { vi } from 'vitest';
import { installFakeApi, route, type FakeRoute } from '../../../testing/fake-api';
import { club, fakeId, leagueWith } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import SiteContentPage from '../pages/SiteContentPage';

export const HERO_MEDIA = fakeId(50);
export const LEAGUE_A = fakeId(61);
export const LEAGUE_B = fakeId(62);

/** The site's settings with `draft` as both the draft and the live version 1. */
export function settingsWith(draft: SiteDocument = defaultSiteDocument()): SiteSettings {
  return {
    draft,
    published: draft,
    has_unpublished_changes: false,
    version: 1,
    published_at: '2026-03-02T15:00:00.000Z',
    published_by: 'Ada Admin',
    public_url: '/c/club2',
    scheduled_publish_at: null,
    scheduled_by: null,
    media: {
      [HERO_MEDIA]: {
        id: HERO_MEDIA,
        width: 1920,
        height: 1080,
        variants: [640, 1280, 1920].map((width) => ({ width, url: `/api/public/media/${HERO_MEDIA}/${width}.webp` })),
      },
    },
  };
}

/** The default document with a saved hero image. */
export function withHeroImage(): SiteDocument {
  const document = defaultSiteDocument();
  document.hero = { ...document.hero, media_id: HERO_MEDIA, alt: 'Players at the net' };
  return document;
}

/** Opens the Site Content page on club2 with these settings and the routes given (the writes); returns the calls made. */
export function openSiteEditor(settings: SiteSettings, ...writes: FakeRoute[]) {
  const calls = installFakeApi([
    route('GET', '/club2/show', { body: club }),
    route('GET', '/club2/settings/site', { body: settings }),
    route('GET', '/club2/leagues', {
      body: {
        items: [leagueWith({ id: LEAGUE_A }), leagueWith({ id: LEAGUE_B, name: 'Thursday Soccer', sport: 'soccer' })],
        total: 2,
        page: 1,
        page_size: 100,
        seasons: [],
      },
    }),
    ...writes,
  ]);
  renderInClub(<SiteContentPage />, { path: '/club/club2/cms/content', pattern: '/club/:slug/cms/content' });
  return calls;
}

/** The init of the last request fetch received for `method` on `path` (under /api). */
export const lastRequest = (method: string, path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input, init]) => ({ url: String(input), init }))
    .filter(({ url, init }) => init?.method === method && url.endsWith(`/api${path}`))
    .at(-1)?.init;

/** jsdom has no object URLs; a chosen image's preview needs one. */
export function stubObjectUrls() {
  URL.createObjectURL = vi.fn(() => 'blob:chosen-image');
  URL.revokeObjectURL = vi.fn();
}
