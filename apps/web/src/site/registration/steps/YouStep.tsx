import type { PlayerSession } from '@matchday/domain';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import type { PlayerApi } from '../api';
import { EmailCodeSignIn } from '../EmailCodeSignIn';
import { TextField } from '../Fields';
import type { StepProps } from './step-props';

interface YouProps extends StepProps {
  session: PlayerSession | null;
  api: PlayerApi;
  onSignedIn: (session: PlayerSession) => void;
  onSignOut: () => void;
  /** First name: where the keyboard goes once the code verifies. */
  firstFieldRef: Ref<HTMLInputElement>;
}

/** Step 2, you: the e-mail code first when not signed in (no password), then name and phone. */
export function YouStep({ draft, errors, change, session, api, onSignedIn, onSignOut, firstFieldRef }: YouProps) {
  const intl = useIntl();
  if (!session)
    return (
      <>
        <p className="muted">{intl.formatMessage({ id: 'site.you.signInIntro' })}</p>
        <EmailCodeSignIn api={api} onSignedIn={onSignedIn} idPrefix="you" />
      </>
    );
  return (
    <>
      <p className="signed-in">
        <span>{intl.formatMessage({ id: 'site.you.signedInAs' }, { email: session.email })}</span>{' '}
        <button type="button" className="link-button" onClick={onSignOut}>
          {intl.formatMessage({ id: 'site.you.notYou' })}
        </button>
      </p>
      <div className="field-pair">
        <TextField
          ref={firstFieldRef}
          id="first-name"
          label={intl.formatMessage({ id: 'site.you.firstName' })}
          error={errors.first_name}
          required
          maxLength={80}
          autoComplete="given-name"
          value={draft.first_name}
          onChange={(event) => change({ first_name: event.target.value })}
        />
        <TextField
          id="last-name"
          label={intl.formatMessage({ id: 'site.you.lastName' })}
          error={errors.last_name}
          required
          maxLength={80}
          autoComplete="family-name"
          value={draft.last_name}
          onChange={(event) => change({ last_name: event.target.value })}
        />
      </div>
      <TextField
        id="phone"
        label={intl.formatMessage({ id: 'site.you.phone' })}
        hint={intl.formatMessage({ id: 'site.you.phoneHint' })}
        error={errors.phone}
        type="tel"
        maxLength={40}
        autoComplete="tel"
        value={draft.phone}
        onChange={(event) => change({ phone: event.target.value })}
      />
    </>
  );
}
