import { SEASON_REFUSALS, type SeasonRefusal } from '@matchday/domain';
import { HttpError } from './http-error.js';

/** 409 season_rule with the domain's reason, when the league's season does not allow what was asked. */
export function assertSeasonAllows(refusal: SeasonRefusal | null): void {
  if (refusal) throw new HttpError(409, 'season_rule', SEASON_REFUSALS[refusal]);
}
