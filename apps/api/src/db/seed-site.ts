import { defaultSiteDocument, type SiteDocument } from '@matchday/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from './database.js';
import { encodeSiteImage, mediaId } from '../modules/site/media.js';
import { clubs, siteMedia, siteMediaVariants, siteSettings, siteVersions } from './schema.js';
import { demoHeroPhoto } from './seed-hero-photo.js';

const DAY_MS = 86_400_000;

/** club2's public site: a club that has written its page and published it, with a notice running this fortnight. */
function club2Site(now: Date, heroId: string): SiteDocument {
  const base = defaultSiteDocument();
  return {
    ...base,
    theme: { primary: '#1d4ed8', secondary: '#0f766e', mode: 'light' },
    hero: {
      ...base.hero,
      media_id: heroId,
      focal_x: 0.68,
      focal_y: 0.74,
      alt: 'A floodlit soccer pitch at dusk with a ball near the centre circle',
      headline: 'Play. Compete. Belong.',
      subheadline: 'Adult volleyball, soccer and kickball leagues for every level, on weeknights and weekends.',
      cta: { kind: 'registration', label: 'Find your league' },
    },
    sections: base.sections.map((section) => ({ ...section, visible: true })),
    about:
      '<p>Riverside Athletic League has run friendly, well-organised adult leagues since 2012.</p>' +
      '<p>Bring a team or come on your own: <strong>free agents</strong> are placed on a team before the season starts.</p>',
    faq: [
      { question: 'Can I sign up without a team?', answer: '<p>Yes. Register as a free agent and we place you on a team with room.</p>' },
      {
        question: 'What if a game is rained out?',
        answer: '<p>It is re-planned on the next free date; the schedule and your calendar feed update at once.</p>',
      },
    ],
    sponsors: [
      { name: 'Riverside Physio', url: 'https://example.com/physio', logo_media_id: null },
      { name: 'Northside Brewing', url: 'https://example.com/brewing', logo_media_id: null },
    ],
    contact: { email: 'hello@riverside.example', phone: '+1 555 0100', address: '200 River Road, Springfield' },
    announcement: {
      text: 'Winter registration closes soon: grab your spot.',
      severity: 'info',
      starts_at: new Date(now.getTime() - DAY_MS).toISOString(),
      ends_at: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
    },
    seo: {
      title: 'Riverside Athletic League',
      description: 'Adult sports leagues in Springfield: register, see schedules and standings.',
      share_media_id: null,
    },
  };
}

/** The demo hero, drawn and encoded once per process (tests seed many databases); its id is made for the club. */
let encodedHero: ReturnType<typeof encodeSiteImage> | undefined;

/**
 * The demo's sites: club2's published (version 1) with its hero photo; club1's published plainly, since it takes
 * registrations and card payments on it (issue 12) and keeps a draft with unpublished changes; club3 has no site yet.
 */
export async function seedSites(tx: Executor, now: Date): Promise<void> {
  const found = await tx
    .select({ id: clubs.id, slug: clubs.slug })
    .from(clubs)
    .where(inArray(clubs.slug, ['club1', 'club2']));
  const idOf = (slug: string) => {
    const club = found.find((row) => row.slug === slug);
    if (!club) throw new Error(`Demo club ${slug} is missing`);
    return club.id;
  };
  const hero = await (encodedHero ??= demoHeroPhoto().then((photo) => encodeSiteImage('demo', photo)));
  if ('refused' in hero) throw new Error(`The demo hero photo was refused: ${hero.refused}`);
  const heroId = mediaId(idOf('club2'), hero.variants.at(-1)!.bytes);
  await tx.insert(siteMedia).values({ id: heroId, clubId: idOf('club2'), width: hero.width, height: hero.height, createdAt: now });
  await tx.insert(siteMediaVariants).values(hero.variants.map((variant) => ({ mediaId: heroId, ...variant })));
  const published = club2Site(now, heroId);
  const lakeside = { ...defaultSiteDocument(), hero: { ...defaultSiteDocument().hero, headline: 'Volleyball in Chicago, every night of the week' } };
  const draft = { ...lakeside, hero: { ...lakeside.hero, headline: 'Winter leagues: registration opens soon' } };
  await tx.insert(siteSettings).values([
    { clubId: idOf('club2'), draft: published, published, version: 1, publishedAt: now, publishedByName: 'Alex Morgan', updatedAt: now },
    { clubId: idOf('club1'), draft, published: lakeside, version: 1, publishedAt: now, publishedByName: 'Alex Morgan', updatedAt: now },
  ]);
  await tx.insert(siteVersions).values([
    { clubId: idOf('club2'), version: 1, document: published, publishedAt: now, publishedByName: 'Alex Morgan' },
    { clubId: idOf('club1'), version: 1, document: lakeside, publishedAt: now, publishedByName: 'Alex Morgan' },
  ]);
}
