import type { PlayerSession } from '@matchday/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { isUnauthenticated, type PlayerApi } from './api';
import { EmailCodeSignIn } from './EmailCodeSignIn';
import { errorText } from './error-text';
import { TextField } from './Fields';

interface WaitlistProps {
  leagueId: string;
  kind: 'team' | 'player';
  session: PlayerSession | null;
  api: PlayerApi;
  onSignedIn: (session: PlayerSession) => void;
  onSessionEnded: () => void;
  initialName: string;
  initialTeamName: string;
}

/**
 * The league is full: a place on its waitlist instead (no charge now). Signed in with the same e-mail code; a
 * freed place is offered by e-mail, with a link back into the flow.
 */
export function WaitlistPanel({ leagueId, kind, session, api, onSignedIn, onSessionEnded, initialName, initialTeamName }: WaitlistProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(initialName);
  const [teamName, setTeamName] = useState(initialTeamName);
  const [errors, setErrors] = useState<{ name?: string; team_name?: string }>({});
  const [problem, setProblem] = useState<string>();
  const [position, setPosition] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const required = intl.formatMessage({ id: 'site.field.required' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { name: name.trim() ? undefined : required, team_name: kind === 'team' && !teamName.trim() ? required : undefined };
    setErrors(next);
    if (next.name || next.team_name || sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(undefined);
    try {
      const entry = await api.joinWaitlist(leagueId, { kind, name: name.trim(), team_name: kind === 'team' ? teamName.trim() : null });
      setPosition(entry.position);
    } catch (error) {
      if (isUnauthenticated(error)) onSessionEnded();
      setProblem(errorText(intl, error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <section className="waitlist" aria-labelledby="waitlist-title">
      <h3 id="waitlist-title">{intl.formatMessage({ id: kind === 'team' ? 'site.waitlist.titleTeam' : 'site.waitlist.titlePlayer' })}</h3>
      <p className="muted">{intl.formatMessage({ id: 'site.waitlist.text' })}</p>
      {position !== null ? (
        <p className="success-note" role="status">
          {intl.formatMessage({ id: 'site.waitlist.joined' }, { position })}
        </p>
      ) : !open ? (
        <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
          {intl.formatMessage({ id: 'site.registration.waitlist' })}
        </button>
      ) : !session ? (
        <EmailCodeSignIn api={api} onSignedIn={onSignedIn} idPrefix="waitlist" />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            id="waitlist-name"
            label={intl.formatMessage({ id: 'site.waitlist.name' })}
            error={errors.name}
            required
            maxLength={120}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          {kind === 'team' ? (
            <TextField
              id="waitlist-team"
              label={intl.formatMessage({ id: 'site.join.teamName' })}
              error={errors.team_name}
              required
              maxLength={80}
              value={teamName}
              onChange={(event) => setTeamName(event.target.value)}
            />
          ) : null}
          <button type="submit" className="button" disabled={busy}>
            {intl.formatMessage({ id: 'site.waitlist.submit' })}
          </button>
        </form>
      )}
      <div role="alert" className={problem ? 'form-alert' : undefined}>
        {problem}
      </div>
    </section>
  );
}
