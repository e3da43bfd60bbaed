import type { Locale } from '@matchday/domain';
import { describe, expect, it, vi } from 'vitest';
import { createCatalogueStore } from './catalogue-store';
import type { Catalogue, Messages } from './messages';

/** A loader whose loads the test settles by hand, in any order. */
function manualLoader() {
  const loads: { locale: Locale; catalogue: Catalogue; resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    (locale: Locale, catalogue: Catalogue) =>
      new Promise<Partial<Messages>>((resolve, reject) => {
        loads.push({ locale, catalogue, resolve: () => resolve({ 'common.save': `${locale} ${catalogue}` }), reject });
      }),
  );
  return { load, loads };
}

const shown = (store: ReturnType<typeof createCatalogueStore>) => store.get().messages['common.save'];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('catalogue store', () => {
  it('starts with the English guest catalogue, loading nothing', () => {
    const { load } = manualLoader();
    const store = createCatalogueStore(load);
    expect(store.get()).toMatchObject({ locale: 'en', catalogue: 'guest' });
    expect(shown(store)).toBe('Save');
    expect(load).not.toHaveBeenCalled();
  });

  it('resolves requireFull once the full catalogue is on screen, and loads it once', async () => {
    const { load, loads } = manualLoader();
    const store = createCatalogueStore(load);
    const listener = vi.fn();
    store.subscribe(listener);
    let ready = false;
    const first = store.requireFull().then(() => (ready = true));
    const second = store.requireFull();
    await settle();
    expect(ready).toBe(false);
    loads[0]!.resolve();
    await Promise.all([first, second]);
    expect(shown(store)).toBe('en full');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    await store.requireFull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the previous messages on screen until the new language has loaded, at the same depth', async () => {
    const store = createCatalogueStore(async (locale, catalogue) => ({ 'common.save': `${locale} ${catalogue}` }));
    store.setLocale('fr');
    expect(shown(store)).toBe('Save');
    await settle();
    expect(shown(store)).toBe('fr guest');
    await store.requireFull();
    expect(shown(store)).toBe('fr full');
    store.setLocale('zh');
    await settle();
    expect(shown(store)).toBe('zh full');
  });

  it('shows the last language asked for when an earlier one loads later', async () => {
    const { load, loads } = manualLoader();
    const store = createCatalogueStore(load);
    store.setLocale('fr');
    store.setLocale('zh');
    loads[1]!.resolve();
    await settle();
    loads[0]!.resolve();
    await settle();
    expect(store.get()).toMatchObject({ locale: 'zh', catalogue: 'guest' });
  });

  it('makes requireFull wait for the language switched to while it loads', async () => {
    const { load, loads } = manualLoader();
    const store = createCatalogueStore(load);
    let ready = false;
    const full = store.requireFull().then(() => (ready = true));
    store.setLocale('fr');
    loads[0]!.resolve();
    await settle();
    expect(ready).toBe(false);
    expect(loads[1]).toMatchObject({ locale: 'fr', catalogue: 'full' });
    loads[1]!.resolve();
    await full;
    expect(shown(store)).toBe('fr full');
  });

  it('rejects requireFull when the catalogue fails to load, and tries again on the next call', async () => {
    const { load, loads } = manualLoader();
    const store = createCatalogueStore(load);
    const failed = store.requireFull();
    loads[0]!.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(store.get().catalogue).toBe('guest');
    const retried = store.requireFull();
    loads[1]!.resolve();
    await retried;
    expect(shown(store)).toBe('en full');
  });
});
