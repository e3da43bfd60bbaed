import { dateInTimezone, type LeagueListQuery } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { toSearchParams } from '../../../lib/search-params';
import { leagueApiPath } from './league-api-path';

export type LeagueExportQuery = Omit<LeagueListQuery, 'page' | 'page_size'>;

/** The file name the API gives the export (leagues-<slug>-<YYYY-MM-DD>.csv, the club's today). */
export const leagueExportFilename = (slug: string, timezone: string, now: Date): string => `leagues-${slug}-${dateInTimezone(now, timezone)}.csv`;

/** Downloads GET /api/{slug}/leagues/export.csv for the list's filters and saves it; `progress` is 0..1, null while the size is unknown. */
export function useExportLeagues(slug: string, timezone: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (query: LeagueExportQuery) => {
      setProgress(null);
      const blob = await api.download(leagueApiPath(slug, `/export.csv${toSearchParams(query)}`), setProgress);
      const filename = leagueExportFilename(slug, timezone, new Date());
      saveFile(blob, filename);
      return filename;
    },
  });
  return { ...mutation, progress };
}
