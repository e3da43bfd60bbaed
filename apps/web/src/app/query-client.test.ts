import { describe, expect, it } from 'vitest';
import { auditKeys, dashboardKeys, locationKeys, playerKeys } from '../lib/query-keys';
import { createQueryClient } from './query-client';

describe('the query client after a write', () => {
  it('refreshes the written records, the History and the dashboard, and leaves the rest', async () => {
    const queryClient = createQueryClient();
    const keys = [auditKeys.list('club2', {}), dashboardKeys.figures('club2'), playerKeys.list('club2', {}), locationKeys.lists('club2')];
    for (const queryKey of keys) queryClient.setQueryData(queryKey, 'cached');

    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.resolve('saved'), meta: { invalidates: [playerKeys.all('club2')] } })
      .execute(undefined);

    const invalidated = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;
    expect(invalidated(auditKeys.list('club2', {}))).toBe(true);
    expect(invalidated(dashboardKeys.figures('club2'))).toBe(true);
    expect(invalidated(playerKeys.list('club2', {}))).toBe(true);
    expect(invalidated(locationKeys.lists('club2'))).toBe(false);
  });

  it('refreshes nothing when the write fails', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(auditKeys.list('club2', {}), 'cached');
    const failing = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(new Error('refused')), meta: { invalidates: [playerKeys.all('club2')] } });
    await expect(failing.execute(undefined)).rejects.toThrow('refused');
    expect(queryClient.getQueryState(auditKeys.list('club2', {}))?.isInvalidated).toBe(false);
  });
});
