import { teamFeesDueNow, type ChargeLine, type JoinRole, type RegistrationOptions } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { PaymentMode } from '../components/Registration';
import { useSiteFormat } from '../format';
import { normalFees, priceFor, type PriceChoices } from './charges';

/** A charge in words: the team fee, the player fee (for how many players), the registrant's share, or an add-on (× how many). */
function useLineText() {
  const intl = useIntl();
  return (line: ChargeLine) => {
    if (line.kind === 'add_on')
      return line.quantity > 1 ? intl.formatMessage({ id: 'site.charge.addOn' }, { name: line.name, quantity: line.quantity }) : (line.name ?? '');
    const fee =
      line.kind === 'team_fee'
        ? intl.formatMessage({ id: 'site.fee.team' })
        : line.kind === 'player_share'
          ? intl.formatMessage({ id: 'site.charge.share' })
          : line.quantity > 1
            ? intl.formatMessage({ id: 'site.charge.playerFees' }, { count: line.quantity })
            : intl.formatMessage({ id: line.owner === 'team' ? 'site.charge.addedPlayer' : 'site.fee.player' });
    return line.early_bird ? intl.formatMessage({ id: 'site.charge.earlyBird' }, { fee }) : fee;
  };
}

/**
 * "Payment Information" in the flow: the league's payment mode, what joining in this role costs now line by line
 * (an early-bird fee with its normal price after, the add-ons chosen, what a deposit leaves for later) with the
 * total, and what waits on the team's balance. Every amount comes from the domain's registrationPrice.
 */
export function PaymentSummary({
  options,
  role,
  choices,
  headingId,
}: {
  options: RegistrationOptions;
  role: JoinRole;
  choices: PriceChoices;
  headingId: string;
}) {
  const intl = useIntl();
  const format = useSiteFormat();
  const lineText = useLineText();
  const price = priceFor(options, role, choices);
  const normal = normalFees(options, role);
  const now = price.lines.filter((line) => line.due_now);
  const later = price.lines.filter((line) => !line.due_now);
  const deposit = choices.pay_deposit ? price.deposit_cents : null;
  const leftByDeposit = deposit === null ? 0 : teamFeesDueNow(price.lines) - deposit;
  const until = options.league.early_bird_until;
  return (
    <section className="payment-summary" aria-labelledby={headingId}>
      <h3 id={headingId} className="small-heading">
        {intl.formatMessage({ id: 'site.payment_info' })}
      </h3>
      <PaymentMode mode={options.league.payment_mode} teamFeeCents={options.league.team_fee_cents} />
      <table className="charges">
        <caption className="visually-hidden">{intl.formatMessage({ id: 'site.charge.caption' })}</caption>
        <tbody>
          {now.map((line) => {
            const full = line.early_bird ? normal.find((fee) => fee.kind === line.kind) : undefined;
            return (
              <tr key={line.product_id ?? line.kind}>
                <th scope="row">
                  {lineText(line)}
                  {line.quantity > 1 ? (
                    <span className="muted charge-unit">
                      {' '}
                      {intl.formatMessage(
                        { id: line.kind === 'add_on' ? 'site.charge.unitPrice' : 'site.charge.each' },
                        { amount: format.money(line.unit_cents) },
                      )}
                    </span>
                  ) : null}
                  {full && until ? (
                    <span className="charge-note muted">
                      {intl.formatMessage({ id: 'site.charge.earlyBirdThen' }, { amount: format.money(full.amount_cents), date: format.day(until) })}
                    </span>
                  ) : null}
                </th>
                <td className="num">{format.money(line.amount_cents)}</td>
              </tr>
            );
          })}
          {deposit !== null ? (
            <tr>
              <th scope="row">{intl.formatMessage({ id: 'site.charge.deposit' }, { amount: format.money(deposit) })}</th>
              <td className="num">{format.money(-leftByDeposit)}</td>
            </tr>
          ) : null}
          {now.length === 0 ? (
            <tr>
              <th scope="row">{intl.formatMessage({ id: 'site.charge.nothing' })}</th>
              <td className="num">{format.money(0)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{intl.formatMessage({ id: 'site.charge.dueNow' })}</th>
            <td className="num total">{format.money(price.due_now_cents)}</td>
          </tr>
        </tfoot>
      </table>
      {deposit !== null ? (
        <p className="muted small">{intl.formatMessage({ id: 'site.charge.leftOnBalance' }, { amount: format.money(leftByDeposit) })}</p>
      ) : null}
      {later.map((line) => (
        <p key={line.kind} className="muted small">
          {intl.formatMessage({ id: 'site.charge.later' }, { amount: format.money(line.amount_cents) })}
        </p>
      ))}
      {role === 'captain' && options.league.payment_mode === 'players_pay' && options.league.team_fee_cents > 0 ? (
        <p className="muted small">{intl.formatMessage({ id: 'site.charge.sharesCover' }, { team: format.money(options.league.team_fee_cents) })}</p>
      ) : null}
      {price.due_now_cents > 0 && !options.card_payments ? <p className="callout">{intl.formatMessage({ id: 'site.charge.payClub' })}</p> : null}
    </section>
  );
}
