import type { StandingRow, TieNote } from '@matchday/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** One readable sentence per tie: who was level, on how many points, and which rule put them in this order. */
export function useTieSentence(rows: readonly StandingRow[]) {
  const intl = useIntl();
  return useCallback(
    (note: TieNote): string => {
      const nameOf = (teamId: string) => rows.find((row) => row.team.id === teamId)?.team.name ?? teamId;
      const teams = intl.formatList(note.team_ids.map(nameOf), { type: 'conjunction' });
      const signed = note.rule === 'point_differential';
      const values = intl.formatList(
        note.values.map((value) => intl.formatNumber(value, signed ? { signDisplay: 'exceptZero' } : {})),
        { type: 'conjunction' },
      );
      const level = intl.formatMessage({ id: 'standings.tie.level' }, { teams, points: note.points });
      const rule =
        note.rule === 'head_to_head'
          ? intl.formatMessage({ id: note.mini_table ? 'standings.tie.miniTable' : 'standings.tie.headToHead' }, { values })
          : intl.formatMessage({ id: `standings.tie.${note.rule}` }, { values });
      return `${level} ${rule}`;
    },
    [intl, rows],
  );
}
