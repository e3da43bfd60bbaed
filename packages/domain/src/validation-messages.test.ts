import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RegisterRequestSchema } from './schemas/auth.js';
import { LeagueInputSchema } from './schemas/leagues.js';
import { englishMessage, fieldMessage, messageOfIssue, parseFieldMessage, VALIDATION_MESSAGES } from './validation-messages.js';

const SOURCE_DIR = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'validation-messages.ts' ? [path] : [];
  });
}

describe('field messages by id', () => {
  it('names a message and its values in a token, and reads it back', () => {
    expect(parseFieldMessage(fieldMessage('required'))).toEqual({ id: 'required' });
    expect(parseFieldMessage(fieldMessage('tooShort', { min: 8 }))).toEqual({ id: 'tooShort', values: { min: 8 } });
    expect(englishMessage({ id: 'tooShort', values: { min: 8 } })).toBe('Must be at least 8 characters');
  });

  it('reads any other text as no message: English, an unknown id, broken values', () => {
    for (const text of ['Required', '@@notAMessage', '@@atLeast{"min":', '@@atLeast[1]', '@@atLeast{"min":{"x":1}}', undefined]) {
      expect(parseFieldMessage(text)).toBeNull();
    }
  });

  it("gives zod's own checks an id by their code", () => {
    const issuesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map(messageOfIssue);
    expect(issuesOf(z.string().min(1), '')).toEqual([{ id: 'required' }]);
    expect(issuesOf(z.string().min(3), 'ab')).toEqual([{ id: 'tooShort', values: { min: 3 } }]);
    expect(issuesOf(z.string().max(3), 'abcd')).toEqual([{ id: 'tooLong', values: { max: 3 } }]);
    expect(issuesOf(z.number().max(9), 10)).toEqual([{ id: 'atMost', values: { max: 9 } }]);
    expect(issuesOf(z.enum(['a', 'b']), 'c')).toEqual([{ id: 'invalidValue' }]);
    expect(issuesOf(z.object({ a: z.string() }), {})).toEqual([{ id: 'required' }]);
    expect(issuesOf(z.strictObject({}), { x: 1 })).toEqual([{ id: 'unknownField' }]);
  });

  it('carries the values a shared schema names', () => {
    const issue = RegisterRequestSchema.safeParse({ id: 'x', email: 'a@b.co', password: 'short', first_name: 'A', last_name: 'B' }).error?.issues;
    expect(issue?.map(messageOfIssue)).toEqual(expect.arrayContaining([{ id: 'tooShort', values: { min: 8 } }]));
    expect(LeagueInputSchema.safeParse({}).success).toBe(false);
  });

  it('has every shared schema write ids, never English (so every language can translate it)', () => {
    const english = /(message:\s*['`"])|(\.(regex|refine|email)\([^;]*?,\s*['`"][A-Z])/;
    const offenders = sourceFiles(SOURCE_DIR).filter((file) => english.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => file.slice(SOURCE_DIR.length))).toEqual([]);
  });

  it('has an English text for every id with only named values', () => {
    for (const text of Object.values(VALIDATION_MESSAGES)) expect(text).toMatch(/^[^{}]*(\{\w+\}[^{}]*)*$/);
  });
});
