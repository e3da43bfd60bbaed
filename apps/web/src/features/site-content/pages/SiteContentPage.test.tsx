import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SiteDocument } from '@matchday/domain';
import { route } from '../../../testing/fake-api';
import { HERO_MEDIA, lastRequest, openSiteEditor, settingsWith, stubObjectUrls, withHeroImage } from '../test-data/site-editor';

/** The hero drop zone, named by all the text it shows (WCAG 2.5.3). */
const HERO_ZONE = 'Hero image Drag an image here, or click to choose one';

beforeEach(stubObjectUrls);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SiteContentPage', { timeout: 45_000 }, () => {
  it('shows where publishing stands', async () => {
    openSiteEditor({ ...settingsWith(), has_unpublished_changes: true }, route('POST', '/club2/settings/site', { status: 500 }));
    expect(await screen.findByRole('heading', { name: 'Live: version 1' })).toBeTruthy();
    expect(screen.getByText('Unpublished changes')).toBeTruthy();
    expect(screen.getByText(/Published 03-02-2026 10:00 AM by Ada Admin/)).toBeTruthy();
    const live = screen.getByRole('link', { name: /View live site/ });
    expect(live.getAttribute('href')).toBe('/c/club2');
    expect(live.getAttribute('target')).toBe('_blank');
  });

  it('warns while a colour is typed that white text on it is too hard to read', async () => {
    openSiteEditor(settingsWith(), route('POST', '/club2/settings/site', { status: 500 }));
    const primary = await screen.findByRole('textbox', { name: 'Primary colour' });
    expect(screen.queryByText(/hard to read/)).toBeNull();
    expect(screen.getAllByText(/White text contrast/).length).toBe(2);

    fireEvent.change(primary, { target: { value: '#ffd60a' } });
    expect(await screen.findByText(/White text on this colour is hard to read: 1\.\d+:1, below the 4\.5:1/)).toBeTruthy();

    fireEvent.change(primary, { target: { value: '#1d4ed8' } });
    await waitFor(() => expect(screen.queryByText(/hard to read/)).toBeNull());
  });

  it('moves the focal point with the arrow keys and saves the draft as JSON when no file was chosen', async () => {
    const calls = openSiteEditor(
      settingsWith(withHeroImage()),
      route('POST', '/club2/settings/site', ({ body }) => ({ body: settingsWith((body as { document: SiteDocument }).document) })),
    );
    const focal = await screen.findByRole('slider', { name: 'Focal point' });
    expect(focal.getAttribute('aria-valuenow')).toBe('50');
    expect(within(focal).getByRole('img', { name: 'Players at the net' }).getAttribute('srcset')).toContain(`/api/public/media/${HERO_MEDIA}/1280.webp 1280w`);

    fireEvent.keyDown(focal, { key: 'ArrowRight' });
    fireEvent.keyDown(focal, { key: 'ArrowRight' });
    fireEvent.keyDown(focal, { key: 'ArrowUp', shiftKey: true });
    expect(focal.getAttribute('aria-valuenow')).toBe('60');
    expect(focal.getAttribute('aria-valuetext')).toBe('60% from the left, 49% from the top');
    expect((screen.getByTestId('focal-marker') as HTMLElement).style.left).toBe('60%');

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(lastRequest('POST', '/club2/settings/site')?.body).toBeTypeOf('string');
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ document: { hero: { media_id: HERO_MEDIA, focal_x: 0.6, focal_y: 0.49 } } });
    expect(await screen.findByText('Draft saved')).toBeTruthy();
  });

  it('saves a dropped hero image as multipart: the document, then the file', async () => {
    openSiteEditor(settingsWith(), route('POST', '/club2/settings/site', { body: settingsWith(withHeroImage()) }));
    const zone = await screen.findByRole('button', { name: HERO_ZONE });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'court.jpg', { type: 'image/jpeg' });

    fireEvent.drop(zone, { dataTransfer: { files: [photo] } });
    expect(await screen.findByRole('slider', { name: 'Focal point' })).toBeTruthy();

    // An image needs its alt text before the draft can be saved.
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Describe the image for people who cannot see it')).toBeTruthy();
    expect(lastRequest('POST', '/club2/settings/site')).toBeUndefined();

    fireEvent.change(screen.getByRole('textbox', { name: /Alt text/ }), { target: { value: 'The centre court at dusk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(lastRequest('POST', '/club2/settings/site')).toBeDefined());
    const body = lastRequest('POST', '/club2/settings/site')!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['document', 'hero_image']);
    expect(JSON.parse(body.get('document') as string)).toMatchObject({ hero: { alt: 'The centre court at dusk', media_id: null } });
    expect((body.get('hero_image') as File).name).toBe('court.jpg');
    expect(await screen.findByText('Draft saved')).toBeTruthy();
  });

  it('refuses a file that is not an image before sending it', async () => {
    openSiteEditor(settingsWith(), route('POST', '/club2/settings/site', { status: 500 }));
    const zone = await screen.findByRole('button', { name: HERO_ZONE });
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image')).toBeTruthy();
    expect(screen.queryByRole('slider', { name: 'Focal point' })).toBeNull();
  });

  it('shows a field error from the server on its field, opening its tab', async () => {
    openSiteEditor(
      settingsWith(),
      route('POST', '/club2/settings/site', {
        status: 422,
        body: { message: 'Invalid site', code: 'validation_error', errors: { 'seo.description': ['Say what the club is about'] } },
      }),
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Headline' }), { target: { value: 'Play with us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const description = await screen.findByRole('textbox', { name: 'Description' }, { timeout: 5_000 });
    expect(screen.getByRole('tab', { name: /SEO/ }).getAttribute('aria-selected')).toBe('true');
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Say what the club is about')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'SEO, has errors' })).toBeTruthy();
  });

  it('puts an upload refused by the server under its image', async () => {
    openSiteEditor(
      settingsWith(),
      route('POST', '/club2/settings/site', {
        status: 422,
        body: { message: 'Invalid image', code: 'validation_error', errors: { hero_image: ['This file is not an image'] } },
      }),
    );
    fireEvent.drop(await screen.findByRole('button', { name: HERO_ZONE }), {
      dataTransfer: { files: [new File(['x'], 'fake.png', { type: 'image/png' })] },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Alt text/ }), { target: { value: 'A court' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('This file is not an image')).toBeTruthy();
  });
});
