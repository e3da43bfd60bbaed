import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, shouldBlockNavigation } from './unsaved-changes';

const DIRTY = { isDirty: true, isSaving: false };

describe('hasUnsavedChanges', () => {
  it('is true only for a dirty form that is not being saved', () => {
    expect(hasUnsavedChanges(DIRTY)).toBe(true);
    expect(hasUnsavedChanges({ isDirty: true, isSaving: true })).toBe(false);
    expect(hasUnsavedChanges({ isDirty: false, isSaving: false })).toBe(false);
  });
});

describe('shouldBlockNavigation', () => {
  it('blocks leaving the page while edits are unsaved', () => {
    expect(shouldBlockNavigation(DIRTY, '/club/club1/settings', '/club/club1/dashboard')).toBe(true);
  });

  it('lets a navigation that stays on the page through', () => {
    expect(shouldBlockNavigation(DIRTY, '/club/club1/settings', '/club/club1/settings')).toBe(false);
  });

  it('lets every navigation through when nothing is at risk', () => {
    expect(shouldBlockNavigation({ isDirty: false, isSaving: false }, '/club/club1/settings', '/login')).toBe(false);
    expect(shouldBlockNavigation({ isDirty: true, isSaving: true }, '/club/club1/settings', '/login')).toBe(false);
  });
});
