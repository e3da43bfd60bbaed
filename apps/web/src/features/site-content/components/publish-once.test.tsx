import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SiteDocument } from '@matchday/domain';
import { route } from '../../../testing/fake-api';
import { openSiteEditor, settingsWith, stubObjectUrls } from '../test-data/site-editor';

vi.mock('@tiptap/starter-kit', async () => (await import('../test-data/commonjs-tiptap')).commonJsStarterKit());

beforeEach(stubObjectUrls);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PUBLISH = '/api/club2/settings/site/publish';
const savedAs = route('POST', '/club2/settings/site', ({ body }) => ({
  body: { ...settingsWith((body as { document: SiteDocument }).document), has_unpublished_changes: true },
}));
const published = { ...settingsWith(), version: 2 };

/** Holds every publish until `release` is called, as a slow server would; returns the release. */
function holdPublishes(): () => void {
  const answer = vi.mocked(fetch).getMockImplementation()!;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const reply = answer(input, init);
    if (String(input).endsWith(PUBLISH)) await held;
    return reply;
  });
  return release;
}

const publishCalls = () => vi.mocked(fetch).mock.calls.filter(([input]) => String(input).endsWith(PUBLISH)).length;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Site Content publishes once (issue 20 §2: a double-clicked Publish made two versions)', { timeout: 45_000 }, () => {
  it('disables Publish and every other write button from the click until the publish answers', async () => {
    openSiteEditor({ ...settingsWith(), has_unpublished_changes: true }, route('POST', '/club2/settings/site/publish', { body: published }));
    const publish = await screen.findByRole('button', { name: 'Publish' });
    const release = holdPublishes();

    // A double click: the second click comes before the first publish has answered.
    fireEvent.click(publish);
    fireEvent.click(publish);
    await waitFor(() => expect(publishCalls()).toBe(1));
    for (const name of ['Publish', 'Schedule publish', 'Preview', 'Discard']) expect(button(name).disabled, name).toBe(true);

    await act(async () => release());
    expect(await screen.findByText('Published: version 2 is live')).toBeTruthy();
    expect(button('Preview').disabled).toBe(false);
    expect(publishCalls()).toBe(1);
  });

  it('saves the edits and publishes once when Publish is double-clicked on an edited form', async () => {
    const calls = openSiteEditor(settingsWith(), savedAs, route('POST', '/club2/settings/site/publish', { body: published }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Headline' }), { target: { value: 'Summer leagues are open' } });
    const release = holdPublishes();
    fireEvent.click(button('Publish'));
    fireEvent.click(button('Publish'));
    await waitFor(() => expect(publishCalls()).toBe(1));
    expect(button('Save draft').disabled).toBe(true);

    await act(async () => release());
    expect(await screen.findByText('Published: version 2 is live')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/club2/settings/site', '/club2/settings/site/publish']);
  });
});
