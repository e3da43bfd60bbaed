import sharp from 'sharp';
import type { PublicLeaguePage, PublicSite } from '@matchday/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { countByImpact, describeFindings, auditScreen } from './support/axe';
import { loginAs, waitForPath } from './support/browser';
import { test } from './support/fixtures';

const EDITOR = '/club/club2/cms/content';
const SITE = '/c/club2';

/** A photo as a phone takes it: a JPEG carrying GPS coordinates and a camera owner in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#0b6e4f' } })
    .composite([{ input: { create: { width: 500, height: 500, channels: 3, background: '#ffd166' } }, left: 1700, top: 300 }])
    .withExif({
      IFD0: { Artist: 'Camera Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 46/1 12/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 58/1 6/1' },
    })
    .jpeg()
    .toBuffer();

/** The hero image the public page shows: its media id and the width the browser chose. */
const heroOf = (page: Page) =>
  page.locator('img.hero-image').evaluate((image: HTMLImageElement) => ({ src: image.currentSrc, position: getComputedStyle(image).objectPosition }));

describe('Site Content and the public club site, end to end', () => {
  test('upload a hero and set its focal point, preview it, see it live on a phone only after Publish, re-encoded without metadata', async ({
    page,
    browser,
  }) => {
    await loginAs(page, 'admin@example.com');
    await waitForPath(page, '/choose-club');
    await page.goto(EDITOR);
    await page.getByRole('heading', { level: 1, name: 'Site Content' }).waitFor();

    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${inject('baseUrl')}${SITE}`);
    const before = await heroOf(visitor);

    // Upload: the drop zone's file input takes the phone photo; the focal point moves with the keyboard.
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'pitch.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    const focal = page.getByRole('slider', { name: 'Focal point' });
    await focal.focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => focal.getAttribute('aria-valuetext')).toMatch(/^8\d% from the left/);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').first().waitFor();
    await page.getByText('Unpublished changes').first().waitFor();

    // Saved as a draft: the live site has not changed.
    await visitor.reload();
    expect((await heroOf(visitor)).src).toBe(before.src);

    // The preview frames the public page with the draft.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    const framed = preview.frameLocator('iframe');
    await framed.getByText('Preview of your draft').first().waitFor();
    const draftHero = await framed.locator('img.hero-image').evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(draftHero).not.toBe(before.src);
    await preview.getByRole('button', { name: /close/i }).first().click();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByText(/Published: version \d+ is live/)
      .first()
      .waitFor();

    // Live now, on a phone: the new hero, cropped around its focal point, with the league blocks.
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1 }).first().waitFor();
    const after = await heroOf(visitor);
    const mediaId = (url: string) => /\/api\/public\/media\/([0-9A-Z]{26})\//.exec(url)?.[1];
    expect(mediaId(after.src)).toBe(mediaId(draftHero));
    expect(after.src).toMatch(/\/(640|1280|1920)\.webp$/);
    expect(after.position).toMatch(/^(8\d|9\d)(\.\d+)?% /);
    for (const section of ['Open registrations', 'Standings', 'Playoffs']) {
      await visitor.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    await visitor.getByRole('table').first().waitFor();
    await visitor
      .getByText(/Champion: /)
      .first()
      .waitFor();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // What the visitor's browser received: WebP, its GPS and owner gone.
    const served = Buffer.from(await (await fetch(after.src)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(served.includes(Buffer.from('Camera Owner'))).toBe(false);

    const findings = await auditScreen(visitor, 'public site on a phone');
    const counts = countByImpact(findings);
    expect(describeFindings(findings.filter((finding) => finding.impact === 'critical' || finding.impact === 'serious')), JSON.stringify(counts)).toBe('');
    await visitor.close();
  });

  test('a visitor moves between the home, a league and a team page without reloading, and switches language and mode', async ({ page }) => {
    await page.goto(SITE);
    await page.getByRole('heading', { level: 2, name: 'Open registrations' }).waitFor();
    await page.getByRole('link', { name: 'See the league' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Sunday Soccer 7v7' }).waitFor();
    await page.getByText('Payment Information').first().waitFor();
    expect(await page.title()).toContain('Sunday Soccer 7v7');
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: 'Standings' }).waitFor();
    await page.getByRole('table').first().getByRole('link').first().click();
    await page.getByRole('heading', { level: 2, name: 'Games and results' }).waitFor();

    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('heading', { level: 2, name: 'Matchs et résultats' }).waitFor();
    await page.getByRole('button', { name: 'Mode sombre' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.mode)).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Matchs et résultats' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.mode)).toBe('dark');
  });

  test('a kickball league shows its runs, not the match result 1 – 0, says its season is completed, and the club’s name fits a phone', async ({ browser }) => {
    const base = inject('baseUrl');
    const site = (await (await fetch(`${base}/api/public/clubs/club2/site`)).json()) as PublicSite;
    const kickball = site.leagues.find((league) => league.name === 'Kickball Social League')!;
    const api = (await (await fetch(`${base}/api/public/clubs/club2/leagues/${kickball.id}`)).json()) as PublicLeaguePage;
    const played = api.games.filter((game) => game.scores.length > 0);
    expect(played.length).toBeGreaterThan(0);

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(`${base}/c/club2/leagues/${kickball.id}`);
    await phone.getByRole('heading', { level: 1, name: 'Kickball Social League' }).waitFor();
    // Each played game reads as its one game's runs, as the admin enters them.
    const scores = await phone.locator('.game-score').allTextContents();
    expect(scores.filter((score) => score !== 'vs')).toEqual(played.map((game) => `${game.scores[0]!.home_points} – ${game.scores[0]!.away_points}`));
    expect(played.some((game) => Math.max(game.scores[0]!.home_points, game.scores[0]!.away_points) > 1)).toBe(true);
    await phone.locator('.league-head').getByText('Season completed').waitFor();
    expect(await phone.getByText('Registration closed').count()).toBe(0);

    // The club's name in the bar is whole (wrapped, never cut) and nothing scrolls sideways.
    const brand = await phone.locator('.brand span').evaluate((name) => ({ scroll: name.scrollWidth, client: name.clientWidth, text: name.textContent }));
    expect(brand.text).toBe(site.club.name);
    expect(brand.scroll).toBeLessThanOrEqual(brand.client);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
  });
});
