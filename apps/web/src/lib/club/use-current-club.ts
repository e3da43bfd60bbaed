import type { Club } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { clubQueryOptions } from './get-club';

export interface CurrentClub {
  slug: string;
  club: Club | undefined;
  isLoading: boolean;
  error: Error | null;
}

/** The club of the `:slug` route parameter ('' outside club routes). */
export function useCurrentClub(): CurrentClub {
  const slug = useParams().slug ?? '';
  const { data, isLoading, error } = useQuery(clubQueryOptions(slug));
  return { slug, club: data, isLoading, error };
}
