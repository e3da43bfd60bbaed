import { describe, expect, it } from 'vitest';
import { createIpBuckets } from './public-rate-limit.js';

const PER_MINUTE = 10;
const ipNumber = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** A table capped at 1,000 IPs that counts every bucket it looks at to forget it. */
function countedTable() {
  let examined = 0;
  const table = createIpBuckets({ perMinute: PER_MINUTE, maxTracked: 1_000, evictPerRequest: 4, onExamine: () => (examined += 1) });
  /** One request; how many buckets it looked at. */
  const request = (ip: string, now: number) => {
    const before = examined;
    table.take(ip, now);
    return examined - before;
  };
  return { table, request };
}

describe('the public rate limiter’s table of IPs', () => {
  it('looks at no more than 4 buckets per request, however many IPs it holds that have not refilled', () => {
    const { table, request } = countedTable();
    const work: number[] = [];
    // 20,000 addresses seen within the same instant: none has refilled, so none may be forgotten.
    for (let index = 0; index < 20_000; index += 1) work.push(request(ipNumber(index), 0));
    expect(table.size).toBe(20_000);
    expect(Math.max(...work)).toBe(4);
  });

  it('forgets the longest-unseen IPs once refilled, four per request', () => {
    const { table, request } = countedTable();
    for (let index = 0; index < 5_000; index += 1) request(ipNumber(index), 0);
    const work: number[] = [];
    // A minute on, the 5,000 have refilled: each new request adds its own IP and forgets four of them.
    for (let index = 0; index < 1_250; index += 1) work.push(request(ipNumber(100_000 + index), 61_000));
    expect(table.size).toBe(1_250);
    expect(Math.max(...work)).toBe(4);
  });

  it('never forgets an IP whose bucket has not refilled: its allowance stays spent', () => {
    const { table } = countedTable();
    const answers = Array.from({ length: PER_MINUTE + 1 }, () => table.take('10.9.9.9', 0));
    expect(answers.slice(0, PER_MINUTE).every((wait) => wait === null)).toBe(true);
    expect(answers[PER_MINUTE]).toBe(6_000);
    for (let index = 0; index < 5_000; index += 1) table.take(ipNumber(index), 1_000);
    // A second on, the flooder's bucket holds a sixth of a token: still refused, with the wait that is left.
    expect(table.take('10.9.9.9', 1_000)).toBeCloseTo(5_000);
  });
});
