import { describe, expect, it } from 'vitest';
import { fieldMessage } from '../validation-messages.js';
import { defaultSiteDocument, SiteDocumentSchema, type SiteDocumentInput } from './site.js';

const withChanges = (change: (document: SiteDocumentInput) => void): SiteDocumentInput => {
  const document: SiteDocumentInput = structuredClone(defaultSiteDocument());
  change(document);
  return document;
};

const issuesOf = (document: SiteDocumentInput) => {
  const result = SiteDocumentSchema.safeParse(document);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('SiteDocumentSchema', () => {
  it('accepts the default document, every section once', () => {
    expect(issuesOf(defaultSiteDocument())).toEqual([]);
  });

  it('refuses a colour white text cannot be read on, giving the ratio it has (WCAG AA 4.5:1)', () => {
    expect(issuesOf(withChanges((document) => (document.theme.primary = '#FFFF00')))).toEqual([
      { path: 'theme.primary', message: fieldMessage('contrastTooLow', { ratio: 1.07, min: 4.5 }) },
    ]);
    expect(issuesOf(withChanges((document) => (document.theme.secondary = 'teal')))).toEqual([{ path: 'theme.secondary', message: fieldMessage('hexColor') }]);
    expect(SiteDocumentSchema.parse(withChanges((document) => (document.theme.primary = '#1D4ED8'))).theme.primary).toBe('#1d4ed8');
  });

  it('wants alt text once the hero has an image, and only https links', () => {
    expect(issuesOf(withChanges((document) => (document.hero.media_id = '01JAAAAAAAAAAAAAAAAAAAAAAA')))).toEqual([
      { path: 'hero.alt', message: fieldMessage('altRequired') },
    ]);
    for (const url of ['javascript:alert(1)', 'http://example.com', 'data:text/html,x', 'not a url']) {
      expect(issuesOf(withChanges((document) => (document.hero.cta = { kind: 'url', label: 'Go', url })))).toEqual([
        { path: 'hero.cta.url', message: fieldMessage('httpsUrl') },
      ]);
    }
  });

  it('refuses a section listed twice and an announcement that ends before it starts', () => {
    const twice = withChanges((document) => (document.sections[1]!.type = document.sections[0]!.type));
    expect(issuesOf(twice)).toEqual([{ path: 'sections.1.type', message: fieldMessage('sectionTwice') }]);
    const backwards = withChanges(
      (document) => (document.announcement = { text: 'Finals night', severity: 'info', starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }),
    );
    expect(issuesOf(backwards)).toEqual([{ path: 'announcement.ends_at', message: fieldMessage('endsBeforeStarts') }]);
  });

  it('refuses a NUL character and fields it does not know', () => {
    expect(issuesOf(withChanges((document) => (document.about = 'a\u0000b'))).map((issue) => issue.path)).toEqual(['about']);
    expect(issuesOf({ ...defaultSiteDocument(), extra: 1 } as SiteDocumentInput).map((issue) => issue.path)).toEqual(['']);
  });
});
