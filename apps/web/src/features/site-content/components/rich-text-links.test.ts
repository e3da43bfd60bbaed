import { describe, expect, it } from 'vitest';
import { isAllowedLink, linkHref } from './rich-text-links';

describe('rich text links', () => {
  it('keeps https and mailto links, and makes the rest into one the site keeps', () => {
    expect(linkHref(' https://example.org/a ')).toBe('https://example.org/a');
    expect(linkHref('mailto:info@club.org')).toBe('mailto:info@club.org');
    expect(linkHref('http://example.org')).toBe('https://example.org');
    expect(linkHref('info@club.org')).toBe('mailto:info@club.org');
    expect(linkHref('example.org/join')).toBe('https://example.org/join');
    expect(linkHref('  ')).toBe('');
  });

  it('allows only https and mailto in the text', () => {
    expect(isAllowedLink('https://example.org')).toBe(true);
    expect(isAllowedLink('mailto:a@b.org')).toBe(true);
    expect(isAllowedLink('http://example.org')).toBe(false);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
  });
});
