import { teamFeesDueNow, type RegistrationOptions } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { useSiteFormat } from '../../format';
import { priceFor } from '../charges';
import type { FieldErrors } from '../draft';
import { ChoiceField } from '../Fields';
import type { StepProps } from './step-props';

/** The API's errors on a list and on its items (`add_ons`, `add_ons.0.quantity`), once each. */
const listError = (errors: FieldErrors, field: string): string | undefined => {
  const texts = Object.entries(errors)
    .filter(([key, text]) => text && (key === field || key.startsWith(`${field}.`)))
    .map(([, text]) => text);
  return texts.length > 0 ? [...new Set(texts)].join(' ') : undefined;
};

type Offer = RegistrationOptions['add_ons'][number];

/** One add-on: its name, description and price, with a checkbox when one is the most, else a quantity from 0 to its maximum. */
function AddOnItem({ offer, quantity, invalid, onChange }: { offer: Offer; quantity: number; invalid: boolean; onChange: (quantity: number) => void }) {
  const intl = useIntl();
  const format = useSiteFormat();
  const id = `add-on-${offer.id}`;
  const describedBy = [offer.description ? `${id}-about` : null, `${id}-price`].filter(Boolean).join(' ');
  const price =
    offer.max_quantity > 1
      ? intl.formatMessage({ id: 'site.addOns.priceEach' }, { amount: format.money(offer.price_cents), max: offer.max_quantity })
      : format.money(offer.price_cents);
  const about = (
    <>
      {offer.description ? (
        <span className="add-on-about" id={`${id}-about`}>
          {offer.description}
        </span>
      ) : null}
      <span className="add-on-price" id={`${id}-price`}>
        {price}
      </span>
    </>
  );
  if (offer.max_quantity <= 1)
    return (
      <li className="add-on">
        <label className="check-field" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={quantity > 0}
            onChange={(event) => onChange(event.target.checked ? 1 : 0)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
          <span className="add-on-text">
            <span className="add-on-name">{offer.name}</span>
            {about}
          </span>
        </label>
      </li>
    );
  return (
    <li className={`add-on add-on-counted${quantity > 0 ? ' chosen' : ''}`}>
      <span className="add-on-text">
        <label className="add-on-name" htmlFor={id}>
          {offer.name}
        </label>
        {about}
      </span>
      <input
        id={id}
        className="quantity-input"
        type="number"
        inputMode="numeric"
        min={0}
        max={offer.max_quantity}
        step={1}
        value={quantity}
        onChange={(event) => {
          const typed = Number.parseInt(event.target.value, 10);
          onChange(Number.isNaN(typed) ? 0 : Math.max(0, Math.min(offer.max_quantity, typed)));
        }}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      />
    </li>
  );
}

/** The league's add-ons on the review step: optional extras, paid now with the registration. */
export function AddOnsGroup({ options, draft, errors, change }: StepProps) {
  const intl = useIntl();
  if (options.add_ons.length === 0) return null;
  const error = listError(errors, 'add_ons');
  const set = (productId: string, quantity: number) => change({ add_ons: { ...draft.add_ons, [productId]: quantity } });
  return (
    <fieldset
      className="field add-ons"
      id="add-ons"
      tabIndex={-1}
      aria-describedby={['add-ons-hint', error ? 'add-ons-error' : null].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
    >
      <legend>{intl.formatMessage({ id: 'site.addOns.title' })}</legend>
      <p className="field-hint" id="add-ons-hint">
        {intl.formatMessage({ id: 'site.addOns.hint' })}
      </p>
      <ul className="add-on-list">
        {options.add_ons.map((offer) => (
          <AddOnItem
            key={offer.id}
            offer={offer}
            quantity={draft.add_ons[offer.id] ?? 0}
            invalid={Boolean(error)}
            onChange={(quantity) => set(offer.id, quantity)}
          />
        ))}
      </ul>
      {error ? (
        <p className="field-error" id="add-ons-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A captain offered a deposit: pay it now and the rest of the fee later, or pay the fee in full now. */
export function DepositChoice({ options, draft, errors, change }: StepProps) {
  const intl = useIntl();
  const format = useSiteFormat();
  const role = draft.as ?? 'captain';
  const price = priceFor(options, role, { ...draft, pay_deposit: false });
  if (role !== 'captain' || price.deposit_cents === null) return null;
  const fees = teamFeesDueNow(price.lines);
  const deposit = intl.formatMessage({ id: 'site.deposit.deposit' }, { amount: format.money(price.deposit_cents) });
  const full = intl.formatMessage({ id: 'site.deposit.full' }, { amount: format.money(fees) });
  return (
    <ChoiceField
      id="pay-deposit"
      label={intl.formatMessage({ id: 'site.deposit.title' })}
      hint={intl.formatMessage({ id: 'site.deposit.hint' }, { amount: format.money(fees - price.deposit_cents) })}
      error={errors.pay_deposit}
      options={[deposit, full]}
      value={draft.pay_deposit ? deposit : full}
      onChange={(chosen) => change({ pay_deposit: chosen === deposit })}
    />
  );
}
