import { describe, expect, it } from 'vitest';
import { deadlineIsNear, requirementTopic, requirementTopics } from './connect.js';

describe('requirementTopic', () => {
  it("says what Stripe's requirement names are about", () => {
    expect(requirementTopic('individual.verification.document')).toBe('identity_document');
    expect(requirementTopic('representative.verification.additional_document')).toBe('identity_document');
    expect(requirementTopic('external_account')).toBe('bank_account');
    expect(requirementTopic('tos_acceptance.date')).toBe('terms');
    expect(requirementTopic('business_profile.url')).toBe('business_details');
    expect(requirementTopic('company.tax_id')).toBe('company');
    expect(requirementTopic('person_1234.dob.day')).toBe('people');
    expect(requirementTopic('individual.dob.day')).toBe('personal_details');
    expect(requirementTopic('settings.payments.statement_descriptor')).toBe('other');
  });

  it('lists each topic once, in a stable order', () => {
    expect(requirementTopics(['tos_acceptance.ip', 'external_account', 'tos_acceptance.date'])).toEqual(['bank_account', 'terms']);
  });
});

describe('deadlineIsNear', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('is true within 14 days, and after the deadline', () => {
    expect(deadlineIsNear('2026-03-15T12:00:00Z', now)).toBe(true);
    expect(deadlineIsNear('2026-02-20T12:00:00Z', now)).toBe(true);
    expect(deadlineIsNear('2026-03-15T12:00:01Z', now)).toBe(false);
    expect(deadlineIsNear(null, now)).toBe(false);
  });
});
