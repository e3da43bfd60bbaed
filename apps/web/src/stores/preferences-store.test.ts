import { STORAGE_KEYS } from '@matchday/domain';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from './preferences-schema';
import { createPreferencesStore, type PreferencesStorage } from './preferences-store';

const memoryStorage = (initial: Record<string, string> = {}): PreferencesStorage & { data: Record<string, string> } => {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
};

const throwingStorage: PreferencesStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('preferences store', () => {
  it('starts from the spec §3 defaults, word for word', () => {
    expect(createPreferencesStore(memoryStorage(), null).get()).toEqual({
      layout: 'vertical',
      drawerType: 'default',
      fontFamily: 'Roboto',
      borderRadius: 8,
      outlinedFilled: true,
      navType: 'light',
      presetColor: 'theme1',
      locale: 'en',
      rtlLayout: false,
      container: false,
    });
  });

  it('saves every change under the one versioned key', () => {
    const storage = memoryStorage();
    const store = createPreferencesStore(storage, null);
    store.set('navType', 'dark');
    expect(STORAGE_KEYS.preferences).toBe('matchday.preferences.v1');
    expect(Object.keys(storage.data)).toEqual(['matchday.preferences.v1']);
    expect(JSON.parse(storage.data[STORAGE_KEYS.preferences]!)).toEqual({ ...DEFAULT_PREFERENCES, navType: 'dark' });
  });

  it('reads saved preferences back', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.preferences]: JSON.stringify({ ...DEFAULT_PREFERENCES, presetColor: 'theme4', borderRadius: 12 }) });
    expect(createPreferencesStore(storage, null).get()).toMatchObject({ presetColor: 'theme4', borderRadius: 12 });
  });

  it('falls back to the defaults for unreadable data, and per field for bad values', () => {
    expect(createPreferencesStore(memoryStorage({ [STORAGE_KEYS.preferences]: '{not json' }), null).get()).toEqual(DEFAULT_PREFERENCES);
    expect(createPreferencesStore(memoryStorage({ [STORAGE_KEYS.preferences]: '"a string"' }), null).get()).toEqual(DEFAULT_PREFERENCES);
    const mixed = memoryStorage({ [STORAGE_KEYS.preferences]: JSON.stringify({ navType: 'dark', layout: 'diagonal', borderRadius: 400, locale: 'de' }) });
    expect(createPreferencesStore(mixed, null).get()).toEqual({ ...DEFAULT_PREFERENCES, navType: 'dark' });
  });

  it('works in memory when storage is missing or throws', () => {
    for (const storage of [null, throwingStorage]) {
      const store = createPreferencesStore(storage, null);
      expect(store.get()).toEqual(DEFAULT_PREFERENCES);
      store.set('locale', 'fr');
      expect(store.get().locale).toBe('fr');
    }
  });

  it('resets to the defaults', () => {
    const storage = memoryStorage();
    const store = createPreferencesStore(storage, null);
    store.set('container', true);
    store.reset();
    expect(store.get()).toEqual(DEFAULT_PREFERENCES);
    expect(JSON.parse(storage.data[STORAGE_KEYS.preferences]!)).toEqual(DEFAULT_PREFERENCES);
  });

  it('follows another tab through the storage event', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createPreferencesStore(storage, events as unknown as Window);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    storage.data[STORAGE_KEYS.preferences] = JSON.stringify({ ...DEFAULT_PREFERENCES, navType: 'dark' });
    events.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.preferences }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().navType).toBe('dark');

    events.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    events.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.preferences }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
