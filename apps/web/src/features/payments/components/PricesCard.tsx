import AddRounded from '@mui/icons-material/AddRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLeagueEditable, type AddOn, type League, type LeaguePricing } from '@matchday/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { useNotify } from '../../../lib/notify';
import { useSaveAddOn } from '../api/save-add-on';
import { useLeaguePrices } from '../api/use-league-prices';
import { AddOnDialog } from './AddOnDialog';
import { AddOnsTable } from './AddOnsTable';
import { addOnInput, hasPrices, priceFieldsOf } from './price-forms';
import { PriceList } from './PriceList';
import { PricesDialog } from './PricesDialog';
import { PaymentsSection } from './PaymentsSection';

type OpenDialog = { kind: 'prices' } | { kind: 'addOn'; addOn: AddOn | null };

/** The league's price list on its Payments tab: its fees, early-bird prices and deposit, and its add-ons, each editable. */
export function PricesCard({ slug, league }: { slug: string; league: League }) {
  const prices = useLeaguePrices(slug, league.id);
  return (
    <QueryBoundary query={prices} loading={<Skeleton variant="rounded" height={200} />}>
      {(pricing) => <LoadedPrices slug={slug} league={league} pricing={pricing} />}
    </QueryBoundary>
  );
}

function LoadedPrices({ slug, league, pricing }: { slug: string; league: League; pricing: LeaguePricing }) {
  const intl = useIntl();
  const notify = useNotify();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const switchSelling = useSaveAddOn(slug, league.id);
  const editable = isLeagueEditable(league.status);
  const close = () => setDialog(null);

  const onSwitchSelling = (addOn: AddOn) =>
    switchSelling.mutate(
      // From the add-on as shown: a change since is refused (stale_version) and its notice says so.
      { id: addOn.id, input: { ...addOnInput(addOn, !addOn.active), row_version: addOn.row_version } },
      {
        onSuccess: (saved) =>
          notify.success(intl.formatMessage({ id: saved.active ? 'payments.addOns.resumed' : 'payments.addOns.stopped' }, { name: saved.name })),
        onError: (failure) => notify.error(failure),
      },
    );

  return (
    <PaymentsSection
      title={intl.formatMessage({ id: 'payments.prices.title' })}
      description={intl.formatMessage({ id: 'payments.prices.description' })}
      actions={
        hasPrices(priceFieldsOf(pricing.payment_mode)) ? (
          <Button startIcon={<EditOutlined />} disabled={!editable} onClick={() => setDialog({ kind: 'prices' })}>
            {intl.formatMessage({ id: 'payments.prices.edit' })}
          </Button>
        ) : null
      }
      empty={null}
    >
      {editable ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
          {intl.formatMessage({ id: 'payments.prices.archived' })}
        </Typography>
      )}
      {pricing.payment_mode === 'free' ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {intl.formatMessage({ id: 'payments.prices.free' })}
        </Typography>
      ) : (
        <PriceList pricing={pricing} />
      )}
      <Divider />
      <Stack direction="row" spacing={1} sx={{ px: 2, pt: 1.5, pb: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3">
          {intl.formatMessage({ id: 'payments.addOns.title' })}
        </Typography>
        <Button size="small" startIcon={<AddRounded />} disabled={!editable} onClick={() => setDialog({ kind: 'addOn', addOn: null })}>
          {intl.formatMessage({ id: 'payments.addOns.add' })}
        </Button>
      </Stack>
      {pricing.add_ons.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {intl.formatMessage({ id: 'payments.addOns.empty' })}
        </Typography>
      ) : (
        <AddOnsTable
          addOns={pricing.add_ons}
          editable={editable}
          switching={switchSelling.isPending ? (switchSelling.variables.id ?? null) : null}
          onEdit={(addOn) => setDialog({ kind: 'addOn', addOn })}
          onSwitchSelling={onSwitchSelling}
        />
      )}

      {dialog?.kind === 'prices' ? <PricesDialog slug={slug} leagueId={league.id} pricing={pricing} onClose={close} /> : null}
      {dialog?.kind === 'addOn' ? <AddOnDialog slug={slug} leagueId={league.id} addOn={dialog.addOn} onClose={close} /> : null}
    </PaymentsSection>
  );
}
