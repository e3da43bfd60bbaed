import { RosterImportResultSchema, type League } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { clubRecordKeys } from '../../../lib/api/use-invalidate-club-records';
import { rosterFileName } from '../components/roster-files';
import { leagueApiPaths } from '../../../lib/api/league-api-paths';

/**
 * Downloads the league's players-and-teams CSV (GET …/roster.csv) and saves it; `progress` is the share
 * received (0..1, null while the size is unknown) during the download.
 */
export function useRosterExport(slug: string, league: Pick<League, 'id' | 'name'>) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async () => {
      setProgress(0);
      const blob = await api.download(leagueApiPaths.rosterCsv(slug, league.id), setProgress);
      saveFile(blob, rosterFileName(league.name));
    },
  });
  return { ...mutation, progress };
}

/** Imports players and teams from CSV text (POST …/import): every row is written, or none (400 with `rows.<line>` errors). */
export function useRosterImport(slug: string, leagueId: string) {
  return useMutation({
    meta: { invalidates: clubRecordKeys(slug) },
    mutationFn: (csv: string) => api.post(leagueApiPaths.import(slug, leagueId), { csv }, RosterImportResultSchema),
  });
}
