import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './form.js';

describe('parseStripeForm', () => {
  it('unfolds bracketed keys into objects and indexed lists', () => {
    const body = new URLSearchParams({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '9500',
      'line_items[0][price_data][product_data][name]': 'Team fee',
      'line_items[1][quantity]': '2',
      'metadata[order_id]': 'ord_1',
      'expand[]': 'line_items',
    }).toString();
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { unit_amount: '9500', product_data: { name: 'Team fee' } } }, { quantity: '2' }],
      metadata: { order_id: 'ord_1' },
      expand: ['line_items'],
    });
  });

  it('ignores keys that would reach an object prototype', () => {
    expect(parseStripeForm('__proto__[admin]=1&a[constructor][x]=1&b=2')).toEqual({ b: '2' });
  });
});
