import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RegisterRequestSchema } from '@matchday/domain';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import en from '../../../i18n/locales/en';
import { ApiError } from '../../../lib/api-client';
import { RegisterForm } from './RegisterForm';

const auth = vi.hoisted(() => ({ register: vi.fn() }));
vi.mock('../../../lib/auth/use-auth', () => ({ useAuth: () => auth }));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderRegister() {
  render(
    <IntlProvider locale="en" messages={en}>
      <MemoryRouter initialEntries={['/register']}>
        <Routes>
          <Route path="/register" element={<RegisterForm />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Riley' } });
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Chen' } });
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'riley@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeEach(() => auth.register.mockReset());
afterEach(cleanup);

describe('RegisterForm', () => {
  it('sends a PIN-like id (spec §3) with the fields, and the same id when the form is sent again', async () => {
    auth.register.mockRejectedValueOnce(new ApiError(503, { message: 'Service unavailable', code: 'database_unavailable' }));
    auth.register.mockResolvedValueOnce({
      id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
      email: 'riley@example.com',
      name: 'Riley Chen',
      first_name: 'Riley',
      last_name: 'Chen',
      roles: [],
    });
    renderRegister();
    fillAndSubmit();
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));

    expect(auth.register).toHaveBeenCalledTimes(2);
    const [first] = auth.register.mock.calls[0]!;
    const [second] = auth.register.mock.calls[1]!;
    expect(first).toEqual({
      id: expect.stringMatching(/^\d{4}-\d{4}-\d{4}-\d{4}$/),
      firstName: 'Riley',
      lastName: 'Chen',
      email: 'riley@example.com',
      password: 'correct horse battery',
    });
    expect(RegisterRequestSchema.safeParse(first).success).toBe(true);
    expect(second.id).toBe(first.id);
  });
});
