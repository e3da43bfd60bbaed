import { defaultSiteDocument, type SiteDocument } from '@matchday/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from './database.js';
import { clubs, siteSettings, siteVersions } from './schema.js';

const DAY_MS = 86_400_000;

/** club2's public site: a club that has written its page and published it, with a notice running this fortnight. */
function club2Site(now: Date): SiteDocument {
  const base = defaultSiteDocument();
  return {
    ...base,
    theme: { primary: '#1d4ed8', secondary: '#0f766e', mode: 'light' },
    hero: {
      ...base.hero,
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

/** The demo's sites: club2's published (version 1), club1's a draft it has not published yet. */
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
  const published = club2Site(now);
  const draft = { ...defaultSiteDocument(), hero: { ...defaultSiteDocument().hero, headline: 'Lakeside leagues are coming' } };
  await tx.insert(siteSettings).values([
    { clubId: idOf('club2'), draft: published, published, version: 1, publishedAt: now, publishedByName: 'Alex Morgan', updatedAt: now },
    { clubId: idOf('club1'), draft, updatedAt: now },
  ]);
  await tx.insert(siteVersions).values({ clubId: idOf('club2'), version: 1, document: published, publishedAt: now, publishedByName: 'Alex Morgan' });
}
