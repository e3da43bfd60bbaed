import type { RegistrationOptions } from '@matchday/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { sitePath } from '../data';
import { useSiteFormat } from '../format';
import { navigate } from '../navigate';
import { isUnauthenticated, SiteApiError } from './api';
import { priceFor } from './charges';
import { goToCheckout } from './checkout';
import {
  captainBlocked,
  choicesOf,
  emptyDraft,
  registrationBody,
  resumeAt,
  stepOfField,
  stepsOf,
  validateStep,
  waiverAccepted,
  type Draft,
  type FieldErrors,
  type StepId,
  type Tokens,
} from './draft';
import { draftKey, forgetDraft, loadDraft, saveDraft } from './draft-storage';
import { errorContent } from './error-content';
import { errorFields, errorText, fieldErrorOf } from './error-text';
import { useFocusInvalid } from './Fields';
import { StepIndicator } from './StepIndicator';
import { JoinStep } from './steps/JoinStep';
import { QuestionsStep } from './steps/QuestionsStep';
import { ReviewStep } from './steps/ReviewStep';
import { WaiverStep } from './steps/WaiverStep';
import { YouStep } from './steps/YouStep';
import { readSession } from './session';
import { useFocusAfterSignIn } from './use-focus-after-sign-in';
import { usePlayerSession } from './use-player-session';
import { WaitlistPanel } from './WaitlistPanel';

/** The error keys a change to the draft answers: editing a field takes its error away. */
function touchedKeys(patch: Partial<Draft>, draft: Draft): string[] {
  return Object.keys(patch).flatMap((key) => {
    if (key === 'answers')
      return Object.keys(patch.answers ?? {})
        .filter((id) => patch.answers?.[id] !== draft.answers[id])
        .map((id) => `answers.${id}`);
    return [key];
  });
}

/** What the registrant is told after a registration that needs no checkout, on My registrations. */
export interface RegisteredNotice {
  notice: 'confirmed' | 'pay_later';
  league: string;
}

/** Where in the page's history entry the wizard keeps its step. */
const STEP_KEY = 'registrationStep';
const stateOf = (state: unknown): Record<string, unknown> => (state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {});

interface WizardProps {
  slug: string;
  options: RegistrationOptions;
  tokens: Tokens;
  asked: string | null;
  /** Reads the league's options again (a waiver the club changed meanwhile) and shows them. */
  reloadOptions: () => Promise<RegistrationOptions>;
}

/**
 * The registration wizard, at most five steps: how you join, you (signed in by an e-mailed code), the league's
 * questions, its waiver, review and pay. Steps without content are left out; what was entered stays while moving
 * back and forth, and through a refresh (kept for the tab's session until it is sent or the person signs out); Pay
 * sends one request however often it is clicked, then hands over to Stripe Checkout.
 */
export function Wizard({ slug, options, tokens, asked, reloadOptions }: WizardProps) {
  const intl = useIntl();
  const format = useSiteFormat();
  const steps = useMemo(() => stepsOf(options), [options]);
  const storageKey = draftKey(slug, options.league.id, tokens);
  const [restored] = useState(() => loadDraft(storageKey, options, asked));
  const [draft, setDraft] = useState<Draft>(() => restored?.draft ?? emptyDraft(options, asked));
  const [opened] = useState(() => (restored ? resumeAt(steps, restored.step, restored.draft, options, readSession(slug) !== null) : 0));
  const [index, setIndex] = useState(opened);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<ReactNode>();
  // Back after a refresh to a waiver the club changed since it was accepted: said as when it changes on Pay.
  const [notice, setNotice] = useState<string | undefined>(() =>
    restored?.draft.waiver_sha256 && options.waiver && !waiverAccepted(restored.draft, options) ? intl.formatMessage({ id: 'site.waiver.changed' }) : undefined,
  );
  const [full, setFull] = useState(false);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLElement>(null);
  const moved = useRef(false);
  const step = steps[index]!;

  // Signed out, here or in another tab: what the last person entered goes with them.
  const startAfresh = useCallback(() => {
    const fresh = emptyDraft(options, asked);
    setDraft(fresh);
    setErrors({});
    setProblem(undefined);
    moved.current = true;
    setIndex((current) => resumeAt(steps, steps[current] ?? steps[0]!, fresh, options, false));
  }, [options, asked, steps]);
  const { session, setSession, api, signOut } = usePlayerSession(slug, startAfresh);
  // Held here, not in the step: the step's form is laid out anew once signed in.
  const { target: firstField, signedIn } = useFocusAfterSignIn<HTMLInputElement>(session, setSession);

  useEffect(() => saveDraft(storageKey, { draft, step }, options, asked), [storageKey, draft, step, options, asked]);

  // A new step is announced by its heading taking the focus (not on arrival: the page's own focus rule applies).
  useEffect(() => {
    const title = heading.current;
    if (!moved.current || !title) return;
    title.focus({ preventScroll: true });
    // Scrolled only when out of sight, to below the sticky header with the step indicator showing.
    const { top } = title.getBoundingClientRect();
    if (top < 120 || top > window.innerHeight - 120) title.scrollIntoView?.({ block: 'start' });
  }, [index]);
  useFocusInvalid(card, attempt);

  // Back from Checkout through the browser's history: the page comes back as it was left, with Pay disabled.
  useEffect(() => {
    const restore = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      submitting.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', restore);
    return () => window.removeEventListener('pageshow', restore);
  }, []);

  // The browser's Back and Forward move between the steps visited: each step is an entry of the page's history.
  useEffect(() => {
    history.replaceState({ ...stateOf(history.state), [STEP_KEY]: opened }, '');
  }, [opened]);
  useEffect(() => {
    const follow = (event: PopStateEvent) => {
      const position = stateOf(event.state)[STEP_KEY];
      if (typeof position !== 'number') return;
      moved.current = true;
      setProblem(undefined);
      setIndex(Math.min(Math.max(0, position), steps.length - 1));
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [steps.length]);

  const go = (next: number) => {
    moved.current = true;
    setProblem(undefined);
    if (next !== index) history.pushState({ ...stateOf(history.state), [STEP_KEY]: next }, '');
    setIndex(next);
  };
  const goTo = (id: StepId) => go(Math.max(0, steps.indexOf(id)));

  const change = (patch: Partial<Draft>) => {
    const touched = touchedKeys(patch, draft);
    setDraft((current) => ({ ...current, ...patch }));
    // An error on a list goes with any change to it (`add_ons` takes `add_ons.0.quantity` away too).
    const isTouched = (key: string) => touched.some((field) => key === field || key.startsWith(`${field}.`));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !isTouched(key))));
  };

  /** The first step whose checks fail, with its errors in words; null when every step up to `last` passes. */
  const firstInvalid = (last: number) => {
    for (let position = 0; position <= last; position += 1) {
      const found = validateStep(steps[position]!, draft, options);
      if (Object.keys(found).length > 0) {
        const texts = Object.fromEntries(Object.entries(found).map(([key, id]) => [key, intl.formatMessage({ id: id as MessageId })]));
        return { position, texts };
      }
    }
    return null;
  };

  const showErrors = (position: number, texts: FieldErrors) => {
    setErrors((current) => ({ ...current, ...texts }));
    if (position !== index) go(position);
    setAttempt((count) => count + 1);
  };

  const refused = (error: unknown) => {
    if (isUnauthenticated(error)) {
      setSession(null);
      goTo('you');
      setNotice(intl.formatMessage({ id: 'site.flow.sessionEnded' }));
      return;
    }
    const code = error instanceof SiteApiError ? error.code : 'network';
    if (code === 'league_full') setFull(true);
    const fields = errorFields(error);
    if (fields.length > 0) {
      const texts = Object.fromEntries(fields.map((field) => [field, fieldErrorOf(intl, error, field) ?? '']));
      const position = Math.min(...fields.map((field) => Math.max(0, steps.indexOf(stepOfField(field)))));
      showErrors(position, texts);
      if (position === index) setProblem(errorText(intl, error));
      return;
    }
    if (code === 'waiver_changed' || (code === 'waiver_required' && !options.waiver)) return void showNewWaiver(error);
    if (code === 'waiver_required') {
      showErrors(steps.indexOf('waiver'), { waiver_sha256: errorText(intl, error) });
      return;
    }
    setProblem(errorContent(intl, error, slug));
  };

  /**
   * The club changed its waiver while this person registered: its new text is loaded and shown on the waiver step,
   * unticked (the acceptance was of the old text), and they are told why.
   */
  const showNewWaiver = async (error: unknown) => {
    try {
      const fresh = await reloadOptions();
      const position = stepsOf(fresh).indexOf('waiver');
      if (position === -1) return setProblem(errorText(intl, error));
      go(position);
      setNotice(intl.formatMessage({ id: 'site.waiver.changed' }));
    } catch (failure) {
      setProblem(errorText(intl, failure));
    }
  };

  const submit = async () => {
    if (submitting.current) return;
    const invalid = firstInvalid(index);
    if (invalid) return showErrors(invalid.position, invalid.texts);
    submitting.current = true;
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await api.register(options.league.id, registrationBody(draft, options, tokens));
      // Registered: a refresh or a return must not offer to send it again.
      forgetDraft(storageKey);
      if (result.outcome === 'checkout' && result.checkout_url) {
        // Leaving for Checkout: the button stays disabled, so nothing is sent twice meanwhile.
        goToCheckout(result.checkout_url);
        return;
      }
      if (result.outcome === 'checkout' && result.order_id) return navigate(sitePath(slug, { kind: 'order', id: result.order_id }));
      const state: RegisteredNotice = { notice: result.outcome === 'pay_later' ? 'pay_later' : 'confirmed', league: options.league.name };
      navigate(sitePath(slug, { kind: 'me' }), state);
    } catch (error) {
      submitting.current = false;
      setBusy(false);
      refused(error);
    }
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'review') return void submit();
    const found = validateStep(step, draft, options);
    if (Object.keys(found).length > 0) {
      showErrors(index, Object.fromEntries(Object.entries(found).map(([key, id]) => [key, intl.formatMessage({ id: id as MessageId })])));
      return;
    }
    setNotice(undefined);
    go(index + 1);
  };

  const role = draft.as ?? 'captain';
  const dueNow = priceFor(options, role, draft).due_now_cents;
  const submitLabel =
    step !== 'review'
      ? intl.formatMessage({ id: 'site.flow.continue' })
      : busy
        ? intl.formatMessage({ id: 'site.flow.submitting' })
        : dueNow === 0
          ? intl.formatMessage({ id: 'site.flow.register' })
          : options.card_payments
            ? intl.formatMessage({ id: 'site.flow.pay' }, { amount: format.money(dueNow) })
            : intl.formatMessage({ id: 'site.flow.registerPayLater' });

  const stepProps = { options, draft, errors, change };
  const signingIn = step === 'you' && !session;
  const blocked = captainBlocked(options);
  const selectable = choicesOf(options).filter((choice) => choice !== 'captain' || !blocked);
  const waitlistKind = role === 'free_agent' ? 'player' : 'team';
  const showWaitlist = (step === 'join' && blocked) || (full && step === 'review');
  const content = {
    join: <JoinStep {...stepProps} />,
    you: <YouStep {...stepProps} session={session} api={api} onSignedIn={signedIn} onSignOut={() => void signOut()} firstFieldRef={firstField} />,
    questions: <QuestionsStep {...stepProps} />,
    waiver: <WaiverStep {...stepProps} />,
    review: <ReviewStep {...stepProps} session={session} onEdit={goTo} />,
  }[step];
  const actions = (
    <div className="flow-actions">
      {index > 0 ? (
        <button type="button" className="button button-quiet" onClick={() => go(index - 1)} disabled={busy}>
          {intl.formatMessage({ id: 'site.flow.back' })}
        </button>
      ) : null}
      {signingIn || selectable.length === 0 ? null : (
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {submitLabel}
        </button>
      )}
    </div>
  );
  const alert = (
    <div role="alert" className={problem ? 'form-alert' : undefined}>
      {problem}
    </div>
  );

  return (
    <div className="flow-layout">
      <div className="flow-main">
        <StepIndicator steps={steps} current={index} onGo={go} />
        <section className="card flow-card" ref={card} aria-labelledby="step-title">
          <h2 id="step-title" ref={heading} tabIndex={-1}>
            {intl.formatMessage({ id: `site.stepTitle.${step}` })}
          </h2>
          <div role="status" className={notice ? 'notice' : undefined}>
            {notice}
          </div>
          {signingIn ? (
            <>
              {content}
              {actions}
            </>
          ) : (
            <form onSubmit={next} noValidate>
              {content}
              {alert}
              {step === 'review' && dueNow > 0 && options.card_payments ? (
                <p className="muted small secure-note">{intl.formatMessage({ id: 'site.flow.secure' })}</p>
              ) : null}
              {actions}
            </form>
          )}
        </section>
        {showWaitlist ? (
          <WaitlistPanel
            leagueId={options.league.id}
            kind={step === 'join' ? 'team' : waitlistKind}
            session={session}
            api={api}
            onSignedIn={setSession}
            onSessionEnded={() => setSession(null)}
            initialName={`${draft.first_name} ${draft.last_name}`.trim()}
            initialTeamName={draft.team_name}
          />
        ) : null}
      </div>
      <aside className="flow-aside" aria-label={intl.formatMessage({ id: 'site.flow.summary' })}>
        <p className="small-heading">{intl.formatMessage({ id: 'site.payment_info' })}</p>
        <p className="aside-role">{draft.as ? intl.formatMessage({ id: `site.join.${draft.as}` }, { team: options.invite?.team_name ?? '' }) : '—'}</p>
        {draft.as === 'captain' && draft.team_name.trim() ? <p className="muted">{draft.team_name.trim()}</p> : null}
        <p className="aside-total">
          <span>{intl.formatMessage({ id: 'site.charge.dueNow' })}</span>
          <strong>{format.money(draft.as ? dueNow : 0)}</strong>
        </p>
      </aside>
    </div>
  );
}
