import { describe, expect, it } from 'vitest';
import { sessionEnded } from '../lib/auth/session-end';
import { queryKeys } from '../lib/query-keys';
import { queryClient } from './queries';

describe('the app query client', () => {
  it('forgets every cached answer when the session ends', () => {
    queryClient.setQueryData(queryKeys.club('club2'), { name: 'Riverside' });
    sessionEnded();
    expect(queryClient.getQueryData(queryKeys.club('club2'))).toBeUndefined();
  });
});
