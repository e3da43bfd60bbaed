import { MyClubSchema, type MyClub } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getMyClubs = (): Promise<MyClub[]> => api.get('/me/clubs', MyClubSchema.array());

export const useMyClubs = () => useQuery({ queryKey: queryKeys.myClubs, queryFn: getMyClubs });
