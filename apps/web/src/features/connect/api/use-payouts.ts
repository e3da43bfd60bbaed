import { ConnectPayoutListSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { connectApiPath } from '../../../lib/api/use-connect-status';
import { connectKeys } from '../../../lib/query-keys';

/** The club's latest payouts (GET /api/{slug}/connect/payouts), once it has an account. */
export const usePayouts = (slug: string, enabled: boolean) =>
  useQuery({
    queryKey: connectKeys.payouts(slug),
    queryFn: () => api.get(connectApiPath(slug, '/payouts'), ConnectPayoutListSchema),
    enabled: enabled && slug !== '',
    select: (list) => list.payouts,
  });
