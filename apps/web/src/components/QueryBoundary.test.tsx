import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/locales/en';
import { ApiError } from '../lib/api-client';
import { QueryBoundary, type BoundaryQuery } from './QueryBoundary';

afterEach(cleanup);

const show = (query: BoundaryQuery<string[]>) =>
  render(
    <IntlProvider locale="en" messages={en}>
      <QueryBoundary query={query} loading={<p>loading</p>} isEmpty={(rows) => rows.length === 0} empty={<p>nothing yet</p>}>
        {(rows) => <p>{rows.join(', ')}</p>}
      </QueryBoundary>
    </IntlProvider>,
  );

describe('QueryBoundary', () => {
  it('shows the loading placeholder, then the content, or the empty state when there is nothing', () => {
    show({ data: undefined, error: null, refetch: () => undefined });
    expect(screen.getByText('loading')).toBeTruthy();
    cleanup();
    show({ data: ['Ann', 'Bo'], error: null, refetch: () => undefined });
    expect(screen.getByText('Ann, Bo')).toBeTruthy();
    cleanup();
    show({ data: [], error: null, refetch: () => undefined });
    expect(screen.getByText('nothing yet')).toBeTruthy();
  });

  it('shows a failed load with a retry, but keeps data already shown when a refetch fails', () => {
    const refetch = vi.fn();
    show({ data: undefined, error: new Error('offline'), refetch });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
    cleanup();
    show({ data: ['Ann'], error: new Error('offline'), refetch });
    expect(screen.getByText('Ann')).toBeTruthy();
  });

  it('says a record is gone instead of offering a retry when the API answers 404, where the page says how', () => {
    const gone = new ApiError(404, { message: 'Team not found', code: 'not_found' });
    render(
      <IntlProvider locale="en" messages={en}>
        <QueryBoundary query={{ data: undefined, error: gone, refetch: () => undefined }} notFound={<p>no such team</p>}>
          {() => <p>team</p>}
        </QueryBoundary>
      </IntlProvider>,
    );
    expect(screen.getByText('no such team')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
