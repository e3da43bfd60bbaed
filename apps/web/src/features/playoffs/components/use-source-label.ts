import type { BracketSource } from '@matchday/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A playoff side before its team is known: "Seed 4", "Winner of game 3", "Loser of game 5". */
export function useSourceLabel() {
  const intl = useIntl();
  return useCallback(
    (source: BracketSource) =>
      source.kind === 'seed'
        ? intl.formatMessage({ id: 'playoffs.source.seed' }, { seed: source.seed })
        : intl.formatMessage({ id: source.kind === 'winner' ? 'playoffs.source.winner' : 'playoffs.source.loser' }, { game: source.game }),
    [intl],
  );
}
