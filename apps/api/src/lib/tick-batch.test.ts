import { describe, expect, it } from 'vitest';
import { tickBatch } from './tick-batch.js';

const doubling = () => {
  const calls: string[][] = [];
  const lookup = tickBatch(async (keys: string[]) => {
    calls.push(keys);
    return new Map(keys.filter((key) => key !== 'unknown').map((key) => [key, key + key]));
  });
  return { calls, lookup };
};

describe('tickBatch', () => {
  it('answers the keys asked in one turn with one load, each caller its own value', async () => {
    const { calls, lookup } = doubling();
    const answers = await Promise.all([lookup('a'), lookup('b'), lookup('a'), lookup('unknown')]);
    expect(answers).toEqual(['aa', 'bb', 'aa', undefined]);
    expect(calls).toEqual([['a', 'b', 'unknown']]);
  });

  it('keeps nothing between turns: a key asked again loads again', async () => {
    const { calls, lookup } = doubling();
    expect(await lookup('a')).toBe('aa');
    expect(await lookup('a')).toBe('aa');
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('a key asked while a batch is loading joins the next batch', async () => {
    let release!: () => void;
    const calls: string[][] = [];
    const lookup = tickBatch(async (keys: string[]) => {
      const batch = calls.push(keys);
      if (batch === 1) await new Promise<void>((resolve) => (release = resolve));
      return new Map(keys.map((key) => [key, batch]));
    });
    const first = lookup('a');
    await new Promise((resolve) => setImmediate(resolve));
    const second = lookup('a');
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('a failed load fails every caller of its batch, and the next batch runs', async () => {
    let fail = true;
    const lookup = tickBatch(async (keys: string[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((key) => [key, key]));
    });
    const results = await Promise.allSettled([lookup('a'), lookup('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await lookup('a')).toBe('a');
  });
});
