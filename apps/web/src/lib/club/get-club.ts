import { ClubSchema, type Club } from '@matchday/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export const getClub = (slug: string): Promise<Club> => api.get(`/${encodeURIComponent(slug)}/show`, ClubSchema);

export const clubQueryOptions = (slug: string) => queryOptions({ queryKey: queryKeys.club(slug), queryFn: () => getClub(slug), enabled: slug !== '' });
