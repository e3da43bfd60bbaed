import type { MyRegistrations } from '@matchday/domain';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SiteLink } from '../components/SiteLink';
import { sitePath } from '../data';
import { useSiteFormat } from '../format';
import { isUnauthenticated, type PlayerApi } from './api';
import { CaptainTools } from './CaptainTools';
import { goToCheckout } from './checkout';
import { EmailCodeSignIn } from './EmailCodeSignIn';
import { errorText } from './error-text';
import { OrderItems } from './OrderItems';
import { PaymentStatusChip, TeamStatusChip } from './TeamStatusChip';
import { useFocusAfterSignIn } from './use-focus-after-sign-in';
import { usePageTitle } from './use-page-title';
import { usePlayerSession } from './use-player-session';
import type { RegisteredNotice } from './Wizard';
import './flow.css';

type Registration = MyRegistrations['registrations'][number];
type Loaded = { state: 'loading' } | { state: 'ready'; data: MyRegistrations } | { state: 'error'; error: unknown };

/** Pays what a registration owes: a checkout for the balance, then Stripe's page; one request however often it is clicked. */
function PayBalance({ registration, api, onSessionEnded }: { registration: Registration; api: PlayerApi; onSessionEnded: () => void }) {
  const intl = useIntl();
  const format = useSiteFormat();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const sending = useRef(false);
  const pay = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(undefined);
    try {
      goToCheckout((await api.payBalance(registration.id)).checkout_url);
    } catch (error) {
      sending.current = false;
      setBusy(false);
      if (isUnauthenticated(error)) onSessionEnded();
      else setProblem(errorText(intl, error));
    }
  };
  return (
    <div className="pay-balance">
      <button type="button" className="button" disabled={busy} aria-busy={busy || undefined} onClick={() => void pay()}>
        {intl.formatMessage({ id: 'site.me.pay' }, { amount: format.money(registration.balance_cents) })}
      </button>
      <div role="alert" className={problem ? 'form-alert' : undefined}>
        {problem}
      </div>
    </div>
  );
}

/** One paid order: its date (a link to its page), each thing bought with its amount, and the total paid. */
function Receipt({ receipt, slug }: { receipt: Registration['receipts'][number]; slug: string }) {
  const intl = useIntl();
  const caption = (
    <caption>
      <SiteLink to={sitePath(slug, { kind: 'order', id: receipt.order_id })}>
        {intl.formatMessage({ id: 'site.me.paidOn' }, { date: intl.formatDate(new Date(receipt.paid_at), { dateStyle: 'medium' }) })}
      </SiteLink>
    </caption>
  );
  const total = intl.formatMessage({ id: 'site.me.receiptTotal' });
  return <OrderItems className="receipt" caption={caption} items={receipt.items} totalCents={receipt.amount_cents} totalLabel={total} />;
}

function RegistrationCard({
  registration,
  slug,
  api,
  onSessionEnded,
}: {
  registration: Registration;
  slug: string;
  api: PlayerApi;
  onSessionEnded: () => void;
}) {
  const intl = useIntl();
  const format = useSiteFormat();
  const titleId = `registration-${registration.id}`;
  const { pending_order: pending } = registration;
  return (
    <li className="card registration-card">
      <article aria-labelledby={titleId}>
        <div className="card-top">
          <div>
            <h3 id={titleId}>
              <SiteLink to={sitePath(slug, { kind: 'league', id: registration.league.id })}>{registration.league.name}</SiteLink>
            </h3>
            <p className="muted">
              {registration.league.season}
              {registration.team ? ` · ${registration.team.name}` : ` · ${intl.formatMessage({ id: 'site.join.free_agent' })}`}
              {registration.captain ? ` · ${intl.formatMessage({ id: 'site.me.captain' })}` : null}
            </p>
          </div>
          <div className="chips">
            {registration.team ? <TeamStatusChip status={registration.team.status} labelId="site.me.teamStatus" /> : null}
            {registration.league.payment_mode === 'free' ? null : <PaymentStatusChip status={registration.payment_status} labelId="site.me.yourPayment" />}
          </div>
        </div>
        {registration.balance_cents > 0 ? (
          <div className="balance">
            <p>
              {intl.formatMessage({ id: 'site.me.balance' })} <strong>{format.money(registration.balance_cents)}</strong>
            </p>
            {pending ? (
              <SiteLink className="button" to={sitePath(slug, { kind: 'order', id: pending.id })}>
                {intl.formatMessage({ id: 'site.me.resume' })}
              </SiteLink>
            ) : (
              <PayBalance registration={registration} api={api} onSessionEnded={onSessionEnded} />
            )}
          </div>
        ) : null}
        {registration.receipts.length > 0 ? (
          <details className="receipts">
            <summary>{intl.formatMessage({ id: 'site.me.receipts' }, { count: registration.receipts.length })}</summary>
            {registration.receipts.map((receipt) => (
              <Receipt key={receipt.order_id} receipt={receipt} slug={slug} />
            ))}
          </details>
        ) : null}
        {registration.captain ? <CaptainTools registration={registration} api={api} /> : null}
      </article>
    </li>
  );
}

/** /c/{slug}/me: the signed-in person's registrations in this club; the e-mail code first when not signed in. */
export default function MyRegistrationsPage({ slug, siteTitle }: { slug: string; siteTitle: string }) {
  const intl = useIntl();
  const { session, setSession, api, signOut } = usePlayerSession(slug);
  const { target: title, signedIn } = useFocusAfterSignIn<HTMLHeadingElement>(session, setSession);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [registered] = useState(() => ((history.state as RegisteredNotice | null)?.notice ? (history.state as RegisteredNotice) : null));
  usePageTitle(intl.formatMessage({ id: 'site.me.title' }), siteTitle);

  useEffect(() => {
    if (!session) return;
    let current = true;
    setLoaded({ state: 'loading' });
    api
      .me()
      .then((data) => current && setLoaded({ state: 'ready', data }))
      .catch((error: unknown) => {
        if (!current) return;
        if (isUnauthenticated(error)) setSession(null);
        else setLoaded({ state: 'error', error });
      });
    return () => {
      current = false;
    };
  }, [api, session, setSession, attempt]);

  const ended = () => setSession(null);
  let content;
  if (!session)
    content = (
      <div className="card flow-card">
        <h2>{intl.formatMessage({ id: 'site.me.signIn' })}</h2>
        <p className="muted">{intl.formatMessage({ id: 'site.me.signInText' })}</p>
        <EmailCodeSignIn api={api} onSignedIn={signedIn} idPrefix="me" />
      </div>
    );
  else if (loaded.state === 'loading') content = <p className="muted">{intl.formatMessage({ id: 'site.loading' })}</p>;
  else if (loaded.state === 'error')
    content = (
      <div role="alert">
        <p>{errorText(intl, loaded.error)}</p>
        <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
          {intl.formatMessage({ id: 'site.retry' })}
        </button>
      </div>
    );
  else if (loaded.data.registrations.length === 0)
    content = (
      <div className="card empty">
        <p>{intl.formatMessage({ id: 'site.me.none' })}</p>
        <SiteLink className="button" to={sitePath(slug)}>
          {intl.formatMessage({ id: 'site.me.browse' })}
        </SiteLink>
      </div>
    );
  else
    content = (
      <ul className="registrations">
        {loaded.data.registrations.map((registration) => (
          <RegistrationCard key={registration.id} registration={registration} slug={slug} api={api} onSessionEnded={ended} />
        ))}
      </ul>
    );

  return (
    <div className="page narrow me-page">
      <div className="me-head">
        <div>
          <h1 ref={title} tabIndex={-1}>
            {intl.formatMessage({ id: 'site.me.title' })}
          </h1>
          {session ? <p className="muted">{intl.formatMessage({ id: 'site.you.signedInAs' }, { email: session.email })}</p> : null}
        </div>
        {session ? (
          <button type="button" className="button button-quiet" onClick={() => void signOut()}>
            {intl.formatMessage({ id: 'site.me.signOut' })}
          </button>
        ) : null}
      </div>
      {registered ? (
        <p className="success-note" role="status">
          {intl.formatMessage({ id: registered.notice === 'pay_later' ? 'site.me.registeredPayLater' : 'site.me.registered' }, { league: registered.league })}
        </p>
      ) : null}
      {content}
    </div>
  );
}
