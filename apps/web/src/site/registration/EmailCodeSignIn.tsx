import type { PlayerSession } from '@matchday/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SiteApiError, type PlayerApi } from './api';
import { errorText, fieldErrorOf } from './error-text';
import { TextField } from './Fields';

const RESEND_AFTER_SECONDS = 30;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Seconds left before the code may be sent again, counting down once a second. */
function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

/**
 * Signing in with an e-mailed 6-digit code, inline: the address, then the code (valid 10 minutes, resent after a
 * pause). No password anywhere.
 */
export function EmailCodeSignIn({
  api,
  onSignedIn,
  idPrefix = 'sign-in',
}: {
  api: PlayerApi;
  onSignedIn: (session: PlayerSession) => void;
  idPrefix?: string;
}) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [stage, setStage] = useState<'email' | 'code'>('email');
  const [busy, setBusy] = useState(false);
  const [emailError, setEmailError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  /** Every try at this code was used: only a new code can sign in now. */
  const [usedUp, setUsedUp] = useState(false);
  const [resendIn, setResendIn] = useCountdown();
  const sending = useRef(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const sendNew = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (stage === 'code') codeInput.current?.focus();
  }, [stage]);
  useEffect(() => {
    if (usedUp) sendNew.current?.focus();
  }, [usedUp]);

  const send = async (again: boolean) => {
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address)) {
      setEmailError(intl.formatMessage({ id: 'site.field.invalidEmail' }));
      emailInput.current?.focus();
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(undefined);
    setEmailError(undefined);
    try {
      await api.sendCode(address);
      setEmail(address);
      setStage('code');
      setCode('');
      setCodeError(undefined);
      setUsedUp(false);
      setResendIn(RESEND_AFTER_SECONDS);
      setNotice(intl.formatMessage({ id: again ? 'site.signIn.resent' : 'site.signIn.sent' }, { email: address }));
    } catch (error) {
      const field = fieldErrorOf(intl, error, 'email');
      if (field) setEmailError(field);
      else setProblem(errorText(intl, error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const verify = async (value: string) => {
    if (!/^\d{6}$/.test(value)) {
      setCodeError(intl.formatMessage({ id: 'site.field.signInCode' }));
      codeInput.current?.focus();
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(undefined);
    try {
      onSignedIn(await api.verifyCode(email, value));
    } catch (error) {
      const code = error instanceof SiteApiError ? error.code : 'network';
      if (code === 'sign_in_code_used_up') {
        // Not "wrong or expired": the code may be right, but it cannot be tried again; the way on is a new one.
        setUsedUp(true);
        setCodeError(errorText(intl, error));
      } else if (code === 'invalid_sign_in_code' || code === 'validation_error') {
        setCodeError(errorText(intl, error));
        codeInput.current?.focus();
      } else setProblem(errorText(intl, error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stage === 'email') void send(false);
    else if (usedUp) void send(true);
    else void verify(code);
  };

  return (
    <form className="sign-in" onSubmit={submit} noValidate>
      {stage === 'email' ? (
        <>
          <TextField
            ref={emailInput}
            id={`${idPrefix}-email`}
            label={intl.formatMessage({ id: 'site.signIn.email' })}
            hint={intl.formatMessage({ id: 'site.signIn.emailHint' })}
            error={emailError}
            required
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
            {intl.formatMessage({ id: busy ? 'site.signIn.sending' : 'site.signIn.send' })}
          </button>
        </>
      ) : (
        <>
          <p className="notice" role="status">
            {notice}
          </p>
          <TextField
            ref={codeInput}
            id={`${idPrefix}-code`}
            className="code-input"
            label={intl.formatMessage({ id: 'site.signIn.code' })}
            hint={intl.formatMessage({ id: 'site.signIn.codeHint' })}
            error={codeError}
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            value={code}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
              setCode(digits);
              setCodeError(undefined);
              // Six digits typed or pasted: no need to look for the button.
              if (digits.length === 6 && code.length < 6) void verify(digits);
            }}
          />
          <div className="button-row">
            {usedUp ? (
              <button ref={sendNew} type="submit" className="button" disabled={busy} aria-busy={busy || undefined} aria-describedby={`${idPrefix}-code-error`}>
                {intl.formatMessage({ id: busy ? 'site.signIn.sending' : 'site.signIn.sendNew' })}
              </button>
            ) : (
              <>
                <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
                  {intl.formatMessage({ id: 'site.signIn.verify' })}
                </button>
                <button type="button" className="button button-quiet" disabled={busy || resendIn > 0} onClick={() => void send(true)}>
                  {resendIn > 0 ? intl.formatMessage({ id: 'site.signIn.resendIn' }, { seconds: resendIn }) : intl.formatMessage({ id: 'site.signIn.resend' })}
                </button>
              </>
            )}
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setStage('email');
                setUsedUp(false);
                setNotice(undefined);
                setProblem(undefined);
              }}
            >
              {intl.formatMessage({ id: 'site.signIn.otherEmail' })}
            </button>
          </div>
        </>
      )}
      <div role="alert" className={problem ? 'form-alert' : undefined}>
        {problem}
      </div>
    </form>
  );
}
