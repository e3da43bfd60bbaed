import type { JoinRole } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { useSiteFormat } from '../../format';
import { priceFor } from '../charges';
import { captainBlocked, choicesOf } from '../draft';
import { TextField } from '../Fields';
import type { StepProps } from './step-props';

/** A way to join, as a card: what it is and what it costs now. */
function RoleCard({ role, props, disabled }: { role: JoinRole; props: StepProps; disabled: boolean }) {
  const intl = useIntl();
  const format = useSiteFormat();
  const { options, draft, change } = props;
  const dueNow = priceFor(options, role).due_now_cents;
  const team = options.invite?.team_name ?? '';
  return (
    <label className={`role-card${draft.as === role ? ' selected' : ''}${disabled ? ' disabled' : ''}`}>
      <input type="radio" name="join-as" value={role} checked={draft.as === role} disabled={disabled} onChange={() => change({ as: role })} />
      <span className="role-text">
        <span className="role-title">{intl.formatMessage({ id: `site.join.${role}` }, { team })}</span>
        <span className="role-help">
          {disabled ? intl.formatMessage({ id: 'site.join.noTeamPlaces' }) : intl.formatMessage({ id: `site.join.${role}Help` }, { team })}
        </span>
      </span>
      <span className="role-price">
        <span className="role-amount">{dueNow > 0 ? format.money(dueNow) : intl.formatMessage({ id: 'site.join.noCharge' })}</span>
        <span className="role-when">{intl.formatMessage({ id: dueNow > 0 ? 'site.join.dueNow' : 'site.join.nothingNow' })}</span>
      </span>
    </label>
  );
}

/** Step 1, how you join: captain of a new team (its name), a team through its invite link, or free agent where allowed. */
export function JoinStep(props: StepProps) {
  const intl = useIntl();
  const { options, draft, errors, change } = props;
  const blocked = captainBlocked(options);
  return (
    <>
      <fieldset className="role-cards" aria-describedby={errors.as ? 'join-as-error' : undefined} aria-invalid={errors.as ? true : undefined} tabIndex={-1}>
        <legend className="visually-hidden">{intl.formatMessage({ id: 'site.step.join' })}</legend>
        {choicesOf(options).map((role) => (
          <RoleCard key={role} role={role} props={props} disabled={role === 'captain' && blocked} />
        ))}
        {errors.as ? (
          <p className="field-error" id="join-as-error">
            {errors.as}
          </p>
        ) : null}
      </fieldset>
      {!options.invite && options.roles.includes('player') ? <p className="muted small">{intl.formatMessage({ id: 'site.registration.joinTeam' })}</p> : null}
      {draft.as === 'captain' ? (
        <TextField
          id="team-name"
          label={intl.formatMessage({ id: 'site.join.teamName' })}
          hint={intl.formatMessage({ id: 'site.join.teamNameHint' })}
          error={errors.team_name}
          required
          maxLength={80}
          autoComplete="off"
          value={draft.team_name}
          onChange={(event) => change({ team_name: event.target.value })}
        />
      ) : null}
    </>
  );
}
