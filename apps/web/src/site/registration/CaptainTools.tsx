import { dollarsToCents, type MyRegistrations } from '@matchday/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { PlayerApi } from './api';
import { errorText } from './error-text';
import { TextField } from './Fields';

type Registration = MyRegistrations['registrations'][number];

function InviteLink({ url, id }: { url: string; id: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState<boolean | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, no permission): the link is selected for a manual copy.
      input.current?.select();
      setCopied(false);
    }
  };
  return (
    <div className="field">
      <label htmlFor={`invite-${id}`}>{intl.formatMessage({ id: 'site.me.inviteLink' })}</label>
      <div className="copy-row">
        <input ref={input} id={`invite-${id}`} readOnly value={url} onFocus={(event) => event.target.select()} aria-describedby={`invite-${id}-hint`} />
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {intl.formatMessage({ id: 'site.me.copy' })}
        </button>
      </div>
      <p className="field-hint" id={`invite-${id}-hint`}>
        {intl.formatMessage({ id: 'site.me.inviteHint' })}
      </p>
      <p role="status" className="field-hint">
        {copied === null ? '' : intl.formatMessage({ id: copied ? 'site.me.copied' : 'site.me.copyManually' })}
      </p>
    </div>
  );
}

/** players_pay captains: the share each invited player pays (empty: the league's player fee). */
function ShareForm({ registration, api }: { registration: Registration; api: PlayerApi }) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = `share-${registration.id}`;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const cents = value.trim() === '' ? null : dollarsToCents(value);
    if (value.trim() !== '' && cents === null) {
      setError(intl.formatMessage({ id: 'site.field.amount' }));
      return;
    }
    setBusy(true);
    setError(undefined);
    setSaved(false);
    try {
      await api.setShare(registration.team!.id, cents);
      setSaved(true);
    } catch (failure) {
      setError(errorText(intl, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="share-form" onSubmit={(event) => void save(event)} noValidate>
      <TextField
        id={id}
        label={intl.formatMessage({ id: 'site.me.share' })}
        hint={intl.formatMessage({ id: 'site.me.shareHint' })}
        error={error}
        inputMode="decimal"
        placeholder="0.00"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setSaved(false);
        }}
      />
      <div className="button-row">
        <button type="submit" className="button button-secondary" disabled={busy}>
          {intl.formatMessage({ id: 'site.me.saveShare' })}
        </button>
        <span role="status" className="muted small">
          {saved ? intl.formatMessage({ id: 'site.me.shareSaved' }) : ''}
        </span>
      </div>
    </form>
  );
}

/** What a captain manages: the invite link, the share per player (players_pay), the roster with who has paid. */
export function CaptainTools({ registration, api }: { registration: Registration; api: PlayerApi }) {
  const intl = useIntl();
  return (
    <div className="captain-tools">
      {registration.invite_url ? <InviteLink url={registration.invite_url} id={registration.id} /> : null}
      {registration.league.payment_mode === 'players_pay' && registration.team ? <ShareForm registration={registration} api={api} /> : null}
      {registration.roster ? (
        <div>
          <h4 className="small-heading">{intl.formatMessage({ id: 'site.me.roster' }, { count: registration.roster.length })}</h4>
          <ul className="roster">
            {registration.roster.map((mate, position) => (
              <li key={position}>
                <span>
                  {mate.name}
                  {mate.captain ? <span className="muted"> · {intl.formatMessage({ id: 'site.me.captain' })}</span> : null}
                </span>
                {registration.league.payment_mode === 'free' ? null : (
                  <span className={`chip ${mate.paid ? 'chip-open' : 'chip-warn'}`}>
                    {intl.formatMessage({ id: mate.paid ? 'site.me.paid' : 'site.me.owes' })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
