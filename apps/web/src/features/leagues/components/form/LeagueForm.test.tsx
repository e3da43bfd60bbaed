import type { LeagueInputParsed, Question } from '@matchday/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { renderInClub } from '../../../../testing/render-in-club';
import { sampleLeague } from '../../test-data/sample-league';
import { LeagueForm } from './LeagueForm';
import { newLeagueFormValues } from './league-form-schema';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('../../../../lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../../lib/api-client')>()), api }));

const question: Question = {
  row_version: 1,
  id: '01JB0000000000000000000Q07',
  label: 'Shirt size',
  type: 'mcq',
  options: ['S', 'M', 'L'],
  required: true,
  help_text: null,
  archived: false,
  leagues_count: 0,
  answers_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const pageOf = (items: unknown[]) => ({ items, total: items.length, page: 1, page_size: 100 });

const renderForm = () =>
  renderInClub(<LeagueForm slug="club2" initialValues={newLeagueFormValues('soccer')} cancelPath="/club/club2/leagues" />, {
    pattern: '/club/:slug/leagues/new',
    path: '/club/club2/leagues/new',
  }).router;

const type = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

function fillRequired() {
  type(/^Name/, 'Fall Coed Soccer');
  type(/^Season \*/, 'Fall 2026');
  type(/^Season starts/, '2026-09-07');
  type(/^Season ends/, '2026-11-23');
  type(/^Registration opens/, '2026-07-01');
  type(/^Registration closes/, '2026-08-31');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create league' }));
const sentBody = () => api.post.mock.calls[0]?.[1] as LeagueInputParsed;

beforeEach(() => {
  api.get.mockReset().mockImplementation(async (path: string) => (path.includes('/questions') ? pageOf([question]) : pageOf([])));
  api.post.mockReset();
});
afterEach(cleanup);

// MUI forms render slowly under jsdom, more so on a busy machine.
describe('LeagueForm', { timeout: 60_000 }, () => {
  it('sends dollars as cents, the play times and the questions, then opens the new league', async () => {
    api.post.mockResolvedValue(sampleLeague({ id: '01JB0000000000000000000N01' }));
    renderForm();
    fillRequired();
    type(/^Team fee/, '450');
    type(/^Player fee/, '19.99');
    fireEvent.click(screen.getByRole('button', { name: 'Add a play time' }));
    const picker = screen.getByRole('combobox', { name: 'Add a question' });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Shirt size' }));
    expect(screen.getByText('Shirt size')).toBeTruthy();
    submit();

    await waitFor(() => expect(api.post).toHaveBeenCalledOnce());
    expect(api.post.mock.calls[0]?.[0]).toBe('/club2/leagues');
    expect(sentBody()).toMatchObject({
      name: 'Fall Coed Soccer',
      sport: 'soccer',
      team_fee_cents: 45000,
      player_fee_cents: 1999,
      team_capacity: 8,
      play_times: [{ day: 'mon', start_time: '19:00' }],
      questions: [{ question_id: question.id, required: true }],
      description: null,
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/club/club2/leagues/01JB0000000000000000000N01'), { timeout: 10_000 });
  });

  it('shows the shared rules on the right fields and sends nothing', async () => {
    renderForm();
    fillRequired();
    type(/^Season ends/, '2026-08-01');
    type(/^Team fee/, '1.234');
    submit();
    expect(await screen.findByText('Must be on or after the season start')).toBeTruthy();
    expect(screen.getByText('Must be on or before the season end')).toBeTruthy();
    expect(screen.getByText('Enter an amount in dollars, like 450.00')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('re-checks a field when the field its rule depends on changes', async () => {
    renderForm();
    type(/^Season starts/, '2026-09-07');
    type(/^Season ends/, '2026-09-01');
    expect(await screen.findByText('Must be on or after the season start')).toBeTruthy();
    type(/^Season starts/, '2026-08-01');
    await waitFor(() => expect(screen.queryByText('Must be on or after the season start')).toBeNull());
  });

  it('zeroes and locks the fees of a free league', async () => {
    api.post.mockResolvedValue(sampleLeague());
    renderForm();
    fillRequired();
    type(/^Team fee/, '450');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Payment mode/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Free League' }));
    await waitFor(() => expect((screen.getByLabelText(/^Team fee/) as HTMLInputElement).disabled).toBe(true));
    expect((screen.getByLabelText(/^Team fee/) as HTMLInputElement).value).toBe('0.00');
    submit();
    await waitFor(() => expect(api.post).toHaveBeenCalledOnce());
    expect(sentBody()).toMatchObject({ payment_mode: 'free', team_fee_cents: 0, player_fee_cents: 0 });
  });

  it('puts the server’s field errors on the form’s fields', async () => {
    api.post.mockRejectedValue(
      new ApiError(400, {
        message: 'Some fields need your attention',
        code: 'validation_error',
        errors: { team_fee_cents: ['Must not be negative'], 'location_ids.0': ['Unknown location'] },
      }),
    );
    renderForm();
    fillRequired();
    submit();
    expect(await screen.findByText('Must not be negative')).toBeTruthy();
    expect(screen.getByText('Unknown location')).toBeTruthy();
    expect(screen.getByLabelText(/^Team fee/).getAttribute('aria-invalid')).toBe('true');
  });
});
