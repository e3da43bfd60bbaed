import type { PublicOrder } from '@matchday/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SiteLink } from '../components/SiteLink';
import { sitePath } from '../data';
import { useSiteFormat } from '../format';
import { isUnauthenticated } from './api';
import { EmailCodeSignIn } from './EmailCodeSignIn';
import { errorText } from './error-text';
import { TeamStatusChip } from './TeamStatusChip';
import { usePageTitle } from './use-page-title';
import { usePlayerSession } from './use-player-session';
import './flow.css';

/**
 * How long to wait before the n-th look at a pending order: every 2 s at first (the webhook usually lands within
 * seconds), then twice as long after each five looks, never more than 30 s, so a tab left open does not keep asking.
 */
export const pollDelayMs = (looks: number): number => Math.min(2_000 * 2 ** Math.floor(looks / 5), 30_000);

type Loaded = { state: 'loading' } | { state: 'ready'; order: PublicOrder } | { state: 'error'; error: unknown };

/** The order, fetched again while it is pending (Stripe's webhook has not confirmed it yet), less and less often. */
function useOrder(slug: string, orderId: string) {
  const { session, setSession, api } = usePlayerSession(slug);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!session) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let looks = 0;
    const load = () =>
      api
        .order(orderId)
        .then((order) => {
          if (!current) return;
          setLoaded({ state: 'ready', order });
          if (order.status === 'pending') timer = setTimeout(load, pollDelayMs(looks++));
        })
        .catch((error: unknown) => {
          if (!current) return;
          if (isUnauthenticated(error)) setSession(null);
          else setLoaded({ state: 'error', error });
        });
    void load();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, orderId, session, setSession, attempt]);
  return { session, setSession, api, loaded, retry: () => setAttempt((count) => count + 1) };
}

/** The page's head: a mark (the spinner while Stripe's confirmation is awaited), the title and what it means. */
function Head({ tone, mark, title, children }: { tone: 'paid' | 'pending' | 'unpaid' | 'ended'; mark: string | null; title: string; children: ReactNode }) {
  return (
    <div className={`status-head status-${tone}`}>
      {mark === null ? (
        <span className="spinner spinner-large" aria-hidden="true" />
      ) : (
        <span className="status-icon" aria-hidden="true">
          {mark}
        </span>
      )}
      <div>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** What the page says about the order, by its status and how the visitor came back from Checkout. */
function StatusHead({ order, fromCheckout, canceled }: { order: PublicOrder; fromCheckout: boolean; canceled: boolean }) {
  const intl = useIntl();
  const format = useSiteFormat();
  const when = (instant: string) => intl.formatDate(new Date(instant), { dateStyle: 'medium', timeStyle: 'short' });
  if (order.status === 'paid')
    return (
      <Head tone="paid" mark="✓" title={intl.formatMessage({ id: 'site.order.paid' })}>
        <p className="muted">
          {intl.formatMessage({ id: 'site.order.paidText' }, { amount: format.money(order.total_cents), date: order.paid_at ? when(order.paid_at) : '' })}
        </p>
      </Head>
    );
  // Only a return from Checkout waits on something (Stripe's webhook): a checkout left or not yet paid waits on the
  // visitor, so it says what to do next rather than spin.
  if (order.status === 'pending' && fromCheckout)
    return (
      <Head tone="pending" mark={null} title={intl.formatMessage({ id: 'site.order.confirming' })}>
        <p className="muted">{intl.formatMessage({ id: 'site.order.confirmingText' })}</p>
      </Head>
    );
  if (order.status === 'pending')
    return (
      <Head tone="unpaid" mark="!" title={intl.formatMessage({ id: canceled ? 'site.order.notPaid' : 'site.order.pending' })}>
        <p className="muted">{intl.formatMessage({ id: canceled ? 'site.order.canceledText' : 'site.order.pendingText' })}</p>
        {order.expires_at ? <p className="muted">{intl.formatMessage({ id: 'site.order.heldUntil' }, { time: when(order.expires_at) })}</p> : null}
      </Head>
    );
  return (
    <Head tone="ended" mark="!" title={intl.formatMessage({ id: order.status === 'expired' ? 'site.order.expired' : 'site.order.canceled' })}>
      <p className="muted">
        {order.end_reason ? `${intl.formatMessage({ id: `site.order.endReason.${order.end_reason}` })} ` : ''}
        {intl.formatMessage({ id: 'site.order.endedText' })}
      </p>
    </Head>
  );
}

function OrderDetails({ order, slug, fromCheckout }: { order: PublicOrder; slug: string; fromCheckout: boolean }) {
  const intl = useIntl();
  const format = useSiteFormat();
  return (
    <>
      <section className="card" aria-labelledby="order-items">
        <h2 id="order-items" className="small-heading">
          {intl.formatMessage({ id: 'site.payment_info' })}
        </h2>
        <p>
          <strong>{order.league.name}</strong>
          {order.team ? ` · ${order.team.name}` : null}
        </p>
        <table className="charges">
          <caption className="visually-hidden">{intl.formatMessage({ id: 'site.charge.caption' })}</caption>
          <tbody>
            {order.items.map((item, position) => (
              <tr key={position}>
                <th scope="row">{item.quantity > 1 ? `${item.description} × ${item.quantity}` : item.description}</th>
                <td className="num">{format.money(item.amount_cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{intl.formatMessage({ id: 'site.order.total' })}</th>
              <td className="num total">{format.money(order.total_cents)}</td>
            </tr>
          </tfoot>
        </table>
        {order.team ? (
          <p className="team-status">
            {intl.formatMessage({ id: 'site.order.teamStatus' }, { team: order.team.name })} <TeamStatusChip status={order.team.status} />
          </p>
        ) : null}
      </section>
      <div className="button-row">
        {order.status === 'pending' && order.checkout_url && !fromCheckout ? (
          <a className="button" href={order.checkout_url}>
            {intl.formatMessage({ id: 'site.order.payNow' }, { amount: format.money(order.total_cents) })}
          </a>
        ) : null}
        {order.status === 'expired' || order.status === 'canceled' ? (
          <SiteLink className="button" to={sitePath(slug, { kind: 'register', id: order.league.id })}>
            {intl.formatMessage({ id: 'site.order.startAgain' })}
          </SiteLink>
        ) : null}
        <SiteLink className="button button-quiet" to={sitePath(slug, { kind: 'me' })}>
          {intl.formatMessage({ id: 'site.me.title' })}
        </SiteLink>
      </div>
      {order.status === 'pending' && fromCheckout ? <p className="muted small">{intl.formatMessage({ id: 'site.order.doNotPayAgain' })}</p> : null}
    </>
  );
}

/**
 * /c/{slug}/orders/{id}: where Checkout returns (?from=checkout, or ?canceled=1). "Payment received" only once the
 * order is paid, which only Stripe's webhook makes it; until then it asks again every 2 s.
 */
export default function OrderPage({ slug, orderId, siteTitle }: { slug: string; orderId: string; siteTitle: string }) {
  const intl = useIntl();
  const [search] = useState(() => new URLSearchParams(location.search));
  const fromCheckout = search.get('from') === 'checkout';
  const canceled = search.has('canceled');
  const { session, setSession, api, loaded, retry } = useOrder(slug, orderId);
  usePageTitle(intl.formatMessage({ id: 'site.order.title' }), siteTitle);

  let content;
  if (!session)
    content = (
      <div className="card flow-card">
        <h1 className="h2">{intl.formatMessage({ id: 'site.order.signIn' })}</h1>
        <p className="muted">{intl.formatMessage({ id: 'site.me.signInText' })}</p>
        <EmailCodeSignIn api={api} onSignedIn={setSession} idPrefix="order" />
      </div>
    );
  else if (loaded.state === 'loading') content = <p className="muted">{intl.formatMessage({ id: 'site.loading' })}</p>;
  else if (loaded.state === 'error')
    content = (
      <div role="alert">
        <p>{errorText(intl, loaded.error)}</p>
        <button type="button" className="button" onClick={retry}>
          {intl.formatMessage({ id: 'site.retry' })}
        </button>
      </div>
    );
  else
    content = (
      <>
        <div aria-live="polite">
          <StatusHead order={loaded.order} fromCheckout={fromCheckout} canceled={canceled} />
        </div>
        <OrderDetails order={loaded.order} slug={slug} fromCheckout={fromCheckout} />
      </>
    );
  return <div className="page narrow order-page">{content}</div>;
}
