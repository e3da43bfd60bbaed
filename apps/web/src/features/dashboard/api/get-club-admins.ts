import { ClubAdminSchema, type ClubAdmin } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getClubAdmins = (slug: string): Promise<ClubAdmin[]> => api.get(`/${encodeURIComponent(slug)}/admins`, ClubAdminSchema.array());

export const useClubAdmins = (slug: string) => useQuery({ queryKey: queryKeys.clubAdmins(slug), queryFn: () => getClubAdmins(slug), enabled: slug !== '' });
