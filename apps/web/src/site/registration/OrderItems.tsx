import type { PublicOrder } from '@matchday/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSiteFormat } from '../format';

/** An order's lines (what, how many, for how much) and its total, as a table: a receipt, or the order page. */
export function OrderItems({
  items,
  totalCents,
  totalLabel,
  caption,
  className,
}: {
  items: PublicOrder['items'];
  totalCents: number;
  totalLabel: string;
  caption: ReactNode;
  className: string;
}) {
  const intl = useIntl();
  const format = useSiteFormat();
  return (
    <table className={className}>
      {caption}
      <tbody>
        {items.map((item, position) => (
          <tr key={position}>
            <th scope="row">
              {item.quantity > 1 ? intl.formatMessage({ id: 'site.charge.addOn' }, { name: item.description, quantity: item.quantity }) : item.description}
            </th>
            <td className="num">{format.money(item.amount_cents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{totalLabel}</th>
          <td className="num total">{format.money(totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
