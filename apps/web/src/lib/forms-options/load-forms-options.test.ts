import { buildFormsOptions } from '@matchday/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const respond = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const OPTIONS = buildFormsOptions(new Date('2026-01-15T12:00:00Z'));

// A fresh module each time: the loader keeps its load for the life of the page.
const freshLoader = async () => (await import('./load-forms-options')).loadFormsOptions;

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadFormsOptions', () => {
  it('fetches once for every caller', async () => {
    const fetchMock = vi.fn(async () => respond(200, OPTIONS));
    vi.stubGlobal('fetch', fetchMock);
    const load = await freshLoader();
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toEqual(OPTIONS);
    expect(second).toBe(first);
    expect(await load()).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries a network or server failure twice more, a second then two apart', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(respond(503, { message: 'Busy', code: 'service_unavailable' }))
      .mockResolvedValueOnce(respond(200, OPTIONS));
    vi.stubGlobal('fetch', fetchMock);
    const loading = (await freshLoader())();
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await loading).toEqual(OPTIONS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up at once on a 4xx, and the next call fetches afresh', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(respond(404, { message: 'Not found', code: 'not_found' }))
      .mockResolvedValueOnce(respond(200, OPTIONS));
    vi.stubGlobal('fetch', fetchMock);
    const load = await freshLoader();
    await expect(load()).rejects.toMatchObject({ status: 404 });
    expect(await load()).toEqual(OPTIONS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails after three failed tries', async () => {
    const fetchMock = vi.fn(async () => respond(500, { message: 'Boom', code: 'internal_error' }));
    vi.stubGlobal('fetch', fetchMock);
    const loading = (await freshLoader())();
    const failed = expect(loading).rejects.toMatchObject({ status: 500 });
    await vi.advanceTimersByTimeAsync(3000);
    await failed;
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
