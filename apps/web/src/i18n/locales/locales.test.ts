import { describe, expect, it } from 'vitest';
import en from './en';
import fr from './fr';
import ro from './ro';
import zh from './zh';

// Argument names only ({name}, {count, plural, …}); the words inside plural options differ by language.
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();

// Brand names and words that are the same in a language (Chinese quotes a name as English does) are fine to repeat; anything else must be translated.
const SAME_EVERYWHERE = new Set([
  'menu.product',
  'menu.cms',
  'customization.preset_theme1',
  'customization.mode',
  'customization.font',
  'menu.profile',
  'customization.drawer_mini',
  'menu.questions',
  'customization.preset_theme3',
  'customization.layout_vertical',
  'common.quoted',
]);
const SHELL_NAMESPACES = ['common.', 'menu.', 'layout.', 'customization.', 'errors.'];

describe.each([
  ['fr', fr],
  ['ro', ro],
  ['zh', zh],
] as const)('%s messages', (_, messages) => {
  it('have exactly the English keys, none empty, with the same placeholders', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });

  it('translate the shell texts rather than copying the English', () => {
    const copied = Object.entries(messages).filter(
      ([key, text]) => SHELL_NAMESPACES.some((ns) => key.startsWith(ns)) && !SAME_EVERYWHERE.has(key) && text === en[key as keyof typeof en],
    );
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});

it('keeps the English timezone chip and spec texts word for word', () => {
  expect(en['layout.timezone_chip'].replace('{abbreviation}', 'EDT')).toBe('Timezone: EDT');
  expect(en['menu.items_error']).toBe('Menu Items Error');
  expect(en['errors.unknown_server_error']).toBe('Unknown Server Error');
  expect(en['layout.switch_club']).toBe('Switch Club');
  expect(en['layout.league_admin']).toBe('League Admin');
});
