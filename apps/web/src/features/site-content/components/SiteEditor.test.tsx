import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultSiteDocument, type PublicSite, type SiteDocument } from '@matchday/domain';
import { route } from '../../../testing/fake-api';
import { LEAGUE_B, lastRequest, openSiteEditor, settingsWith, stubObjectUrls } from '../test-data/site-editor';

vi.mock('@tiptap/starter-kit', async () => (await import('../test-data/commonjs-tiptap')).commonJsStarterKit());

beforeEach(stubObjectUrls);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const savedAs = route('POST', '/club2/settings/site', ({ body }) => ({ body: settingsWith((body as { document: SiteDocument }).document) }));
const openTab = async (name: string) => fireEvent.click(await screen.findByRole('tab', { name }));

describe('SiteEditor', { timeout: 45_000 }, () => {
  it('reorders the sections from the keyboard, switches one off and limits one to a league', async () => {
    const calls = openSiteEditor(settingsWith(), savedAs);
    await openTab('Sections');
    const down = await screen.findByRole('button', { name: 'Move Open registrations down' });
    down.focus();
    fireEvent.click(down);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Open registrations down'));
    expect(screen.getByText('Open registrations moved to position 2 of 10').closest('[role="status"]')).not.toBeNull();
    const rows = within(screen.getByRole('list', { name: 'Home page sections' })).getAllByRole('heading', { level: 3 });
    expect(rows.slice(0, 2).map((row) => row.textContent)).toEqual(['This week’s games', 'Open registrations']);

    fireEvent.click(screen.getByRole('switch', { name: 'Show Standings' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Leagues in Standings' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Thursday Soccer/ }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const sections = (calls.find((call) => call.method === 'POST')!.body as { document: SiteDocument }).document.sections;
    expect(sections.slice(0, 3)).toEqual([
      { type: 'upcoming_games', visible: true, league_ids: [] },
      { type: 'open_registrations', visible: true, league_ids: [] },
      { type: 'standings', visible: false, league_ids: [LEAGUE_B] },
    ]);
  });

  it('saves the unsaved edits before it publishes', async () => {
    const calls = openSiteEditor(settingsWith(), savedAs, route('POST', '/club2/settings/site/publish', { body: { ...settingsWith(), version: 2 } }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Headline' }), { target: { value: 'Summer leagues are open' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Published: version 2 is live')).toBeTruthy();
    const writes = calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(writes).toEqual(['/club2/settings/site', '/club2/settings/site/publish']);
    expect(calls[calls.length - 1]!.body).toEqual({});
    expect(screen.getByRole('heading', { name: 'Live: version 2' })).toBeTruthy();
  });

  it('schedules a publish in the club’s timezone, and cancels it', async () => {
    const scheduled = { ...settingsWith(), scheduled_publish_at: '2030-05-01T13:30:00.000Z', scheduled_by: 'Ada Admin' };
    const calls = openSiteEditor(
      { ...settingsWith(), has_unpublished_changes: true },
      route('POST', '/club2/settings/site/publish', { body: scheduled }),
      route('POST', '/club2/settings/site/cancel-schedule', { body: settingsWith() }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule publish' });
    fireEvent.change(within(dialog).getByLabelText(/Publish on/), { target: { value: '2030-05-01T09:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(lastRequest('POST', '/club2/settings/site/publish')).toBeDefined());
    expect(calls.find((call) => call.path === '/club2/settings/site/publish')!.body).toEqual({ publish_at: '2030-05-01T13:30:00.000Z' });
    expect(await screen.findByText(/Publishing is scheduled for 05-01-2030 9:30 AM \(by Ada Admin\)/)).toBeTruthy();

    // The dialog hides the page from assistive technology until its closing transition ends (slow on a busy machine).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel schedule' }));
    expect(await screen.findByText('Scheduled publish cancelled')).toBeTruthy();
    expect(screen.queryByText(/Publishing is scheduled/)).toBeNull();
  });

  it('restores a published version into the draft after asking', async () => {
    const restored = { ...defaultSiteDocument(), hero: { ...defaultSiteDocument().hero, headline: 'Spring is here' } };
    openSiteEditor(
      settingsWith(),
      route('GET', '/club2/settings/site/versions', { body: [{ version: 1, published_at: '2026-03-02T15:00:00.000Z', published_by: 'Ada Admin' }] }),
      route('POST', '/club2/settings/site/versions/1/restore', { body: { ...settingsWith(restored), has_unpublished_changes: true } }),
    );
    await openTab('Versions');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Version 1 restored into the draft')).toBeTruthy();
    await openTab('Hero & branding');
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Headline' })).value).toBe('Spring is here');
    expect(screen.getByText('Every change is saved in the draft.')).toBeTruthy();
  });

  it('edits About in a rich text editor limited to the site’s formatting', async () => {
    openSiteEditor(settingsWith({ ...defaultSiteDocument(), about: '<p>We play <strong>every</strong> Monday.</p>' }));
    await openTab('Content');
    const about = await screen.findByRole('textbox', { name: 'About the club' }, { timeout: 10_000 });
    expect(about.innerHTML).toContain('<strong>every</strong>');
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link'])
      expect(screen.getAllByRole('button', { name: new RegExp(`^${name}`) }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /image/i })).toBeNull();
  });

  it('names each image drop zone by the text it shows (WCAG 2.5.3, axe label-content-name-mismatch), one per sponsor', async () => {
    const sponsor = (name: string) => ({ name, url: null, logo_media_id: null });
    openSiteEditor(settingsWith({ ...defaultSiteDocument(), sponsors: [sponsor('Acme'), sponsor('Bolt')] }));
    // axe reads the text as the element's text runs together (its lines are spans), which must hold the name.
    const zoneNamed = async (name: string) => expect((await screen.findByRole('button', { name })).textContent).toBe(name);
    const action = 'Drag an image here, or click to choose one';
    await openTab('Content');
    await zoneNamed(`Sponsor 1 logo ${action}`);
    await zoneNamed(`Sponsor 2 logo ${action}`);
    await openTab('SEO');
    await zoneNamed(`Sharing image ${action}`);
  });

  it('adds FAQ questions and reorders them from the keyboard', async () => {
    const calls = openSiteEditor(settingsWith(), savedAs);
    await openTab('Content');
    const add = await screen.findByRole('button', { name: 'Add question' });
    fireEvent.click(add);
    fireEvent.change(await screen.findByRole('textbox', { name: /Question 1/ }), { target: { value: 'When do we play?' } });
    fireEvent.click(add);
    fireEvent.change(await screen.findByRole('textbox', { name: /Question 2/ }), { target: { value: 'How much is it?' } });

    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(await screen.findByText('Question 2 moved to position 1')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Question 1/ }).value).toBe('How much is it?');
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 2' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect((calls.find((call) => call.method === 'POST')!.body as { document: SiteDocument }).document.faq).toEqual([
      { question: 'How much is it?', answer: '' },
    ]);
  });

  it('previews the saved draft: it answers the preview page’s ready message with the site, from this origin only', async () => {
    const site = {
      club: { slug: 'club2', name: 'Riverside Sports', timezone: 'America/New_York', sport: 'volleyball', logo_url: null },
      version: 1,
      document: defaultSiteDocument(),
      media: {},
      leagues: [],
      week: { from: '2026-03-02', to: '2026-03-08', games: [] },
      results: [],
      tables: [],
    } satisfies PublicSite;
    openSiteEditor(settingsWith(), route('GET', '/club2/settings/site/preview', { body: site }));
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const frame = (await screen.findByTitle('Preview of the public site')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/c/club2?preview=1');
    const preview = frame.contentWindow!;
    const post = vi.spyOn(preview, 'postMessage').mockImplementation(() => undefined);
    await waitFor(() => expect(lastRequest('GET', '/club2/settings/site/preview')).toBeDefined());

    const ready = (origin: string) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { type: 'matchday-site-preview-ready' }, origin, source: preview }));
      });
    ready('https://elsewhere.example');
    expect(post).not.toHaveBeenCalled();
    ready(window.location.origin);
    await waitFor(() => expect(post).toHaveBeenCalledWith({ type: 'matchday-site-preview', site }, window.location.origin));
  });
});
