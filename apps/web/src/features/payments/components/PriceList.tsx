import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatDay, formatMoney, type LeaguePricing } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { DetailRow } from '../../../components/DetailRow';
import type { MessageId } from '../../../i18n/messages';
import { hasEarlyBird, priceFieldsOf } from './price-forms';

/** When the early-bird prices end, and whether they apply today (in the club's timezone, as the API says). */
function EarlyBirdPeriod({ pricing }: { pricing: LeaguePricing }) {
  const intl = useIntl();
  if (pricing.early_bird_until === null) return intl.formatMessage({ id: 'payments.prices.none' });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{intl.formatMessage({ id: 'payments.prices.through' }, { date: formatDay(pricing.early_bird_until) })}</span>
      <Chip
        component="span"
        size="small"
        color={pricing.early_bird_now ? 'success' : 'default'}
        variant={pricing.early_bird_now ? 'filled' : 'outlined'}
        label={intl.formatMessage({ id: pricing.early_bird_now ? 'payments.prices.earlyBirdNow' : 'payments.prices.earlyBirdEnded' })}
      />
    </Stack>
  );
}

/**
 * The league's fees and the prices beyond them that its payment mode uses: early-bird prices and their last day,
 * and the captain's deposit. A free league has neither.
 */
export function PriceList({ pricing }: { pricing: LeaguePricing }) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const money = (cents: number | null) => (cents === null ? say('payments.prices.none') : formatMoney(cents));
  const fields = priceFieldsOf(pricing.payment_mode);
  if (pricing.payment_mode === 'free') return null;
  // The team fee where it is charged or the players' shares must cover it; the player fee where it (or a share) is charged.
  const teamFee = fields.earlyBirdTeamFee || pricing.team_fee_cents > 0;
  const playerFee = fields.earlyBirdPlayerFee;
  return (
    <Stack spacing={1.25} sx={{ p: 2, maxWidth: 560 }}>
      {teamFee ? <DetailRow label={say('payments.prices.teamFee')} value={formatMoney(pricing.team_fee_cents)} /> : null}
      {playerFee ? <DetailRow label={say('payments.prices.playerFee')} value={formatMoney(pricing.player_fee_cents)} /> : null}
      {hasEarlyBird(fields) ? <DetailRow label={say('payments.prices.earlyBird')} value={<EarlyBirdPeriod pricing={pricing} />} /> : null}
      {fields.earlyBirdTeamFee ? <DetailRow label={say('payments.prices.earlyBirdTeamFee')} value={money(pricing.early_bird_team_fee_cents)} /> : null}
      {fields.earlyBirdPlayerFee ? <DetailRow label={say('payments.prices.earlyBirdPlayerFee')} value={money(pricing.early_bird_player_fee_cents)} /> : null}
      {fields.deposit ? <DetailRow label={say('payments.prices.deposit')} value={money(pricing.deposit_cents)} /> : null}
    </Stack>
  );
}
