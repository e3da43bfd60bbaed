import type { ChargeLine, JoinRole, RegistrationOptions } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { PaymentMode } from '../components/Registration';
import { useSiteFormat } from '../format';
import { chargesFor } from './charges';

/** A charge in words: the team fee, the player fee (for how many players), or the registrant's share. */
function useLineText() {
  const intl = useIntl();
  return (line: ChargeLine) => {
    if (line.kind === 'team_fee') return intl.formatMessage({ id: 'site.fee.team' });
    if (line.kind === 'player_share') return intl.formatMessage({ id: 'site.charge.share' });
    return line.quantity > 1
      ? intl.formatMessage({ id: 'site.charge.playerFees' }, { count: line.quantity })
      : intl.formatMessage({ id: line.owner === 'team' ? 'site.charge.addedPlayer' : 'site.fee.player' });
  };
}

/**
 * "Payment Information" in the flow: the league's payment mode, what joining in this role costs now (line by line,
 * with the total), and what goes on the team's balance for later. Every amount comes from the domain's rules.
 */
export function PaymentSummary({ options, role, headingId }: { options: RegistrationOptions; role: JoinRole; headingId: string }) {
  const intl = useIntl();
  const format = useSiteFormat();
  const lineText = useLineText();
  const { lines, dueNow } = chargesFor(options, role);
  const now = lines.filter((line) => line.due_now);
  const later = lines.filter((line) => !line.due_now);
  return (
    <section className="payment-summary" aria-labelledby={headingId}>
      <h3 id={headingId} className="small-heading">
        {intl.formatMessage({ id: 'site.payment_info' })}
      </h3>
      <PaymentMode mode={options.league.payment_mode} />
      <table className="charges">
        <caption className="visually-hidden">{intl.formatMessage({ id: 'site.charge.caption' })}</caption>
        <tbody>
          {now.map((line) => (
            <tr key={line.kind}>
              <th scope="row">
                {lineText(line)}
                {line.quantity > 1 ? (
                  <span className="muted charge-unit"> {intl.formatMessage({ id: 'site.charge.each' }, { amount: format.money(line.unit_cents) })}</span>
                ) : null}
              </th>
              <td className="num">{format.money(line.amount_cents)}</td>
            </tr>
          ))}
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
            <td className="num total">{format.money(dueNow)}</td>
          </tr>
        </tfoot>
      </table>
      {later.map((line) => (
        <p key={line.kind} className="muted small">
          {intl.formatMessage({ id: 'site.charge.later' }, { amount: format.money(line.amount_cents) })}
        </p>
      ))}
      {role === 'captain' && options.league.payment_mode === 'players_pay' && options.league.team_fee_cents > 0 ? (
        <p className="muted small">{intl.formatMessage({ id: 'site.charge.sharesCover' }, { team: format.money(options.league.team_fee_cents) })}</p>
      ) : null}
      {dueNow > 0 && !options.card_payments ? <p className="callout">{intl.formatMessage({ id: 'site.charge.payClub' })}</p> : null}
    </section>
  );
}
