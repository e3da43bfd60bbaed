import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RegistrationOptions } from '@matchday/domain';
import { goToCheckout } from './checkout';
import { BANNER, fakeApi, JERSEY, LEAGUE, optionsOf, pricedOptionsOf, signIn, withIntl, SLUG } from './test-support';
import { Wizard } from './Wizard';

vi.mock('./checkout', () => ({ goToCheckout: vi.fn() }));

const Q_SHIRT = '01JAAAAAAAAAAAAAAAAAAAAAQ1';
const REGISTRATION = '01JAAAAAAAAAAAAAAAAAAAAAR1';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(goToCheckout).mockReset();
});

const show = (
  options: RegistrationOptions,
  tokens = { invite: null as string | null, offer: null as string | null },
  asked: string | null = null,
  reloadOptions: () => Promise<RegistrationOptions> = () => Promise.resolve(options),
) => render(withIntl(<Wizard slug={SLUG} options={options} tokens={tokens} asked={asked} reloadOptions={reloadOptions} />));

/** A new visit in a new tab: nothing on the page, no draft kept (a refresh keeps it: see "keeps the draft"). */
const startOver = () => {
  cleanup();
  sessionStorage.clear();
};
const choices = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
const stepTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The rows of the review step's "What you pay" table, each as its text. */
const chargeRows = () =>
  within(screen.getByRole('table', { name: 'What you pay' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

const registered = {
  status: 201,
  body: {
    registration_id: REGISTRATION,
    team_id: null,
    order_id: null,
    outcome: 'checkout',
    checkout_url: 'https://checkout.stripe.test/pay/3',
    amount_cents: 0,
  },
};

/** A captain of "Net Gains", not signed in yet: the code is sent to ann@example.com and `code` typed in. */
async function typeCode(code: string) {
  type(/Team name/, 'Net Gains');
  next();
  type(/E-mail/, 'ann@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText(/6-digit code/);
  type(/6-digit code/, code);
}

/** Through the first steps as a signed-in captain of "Net Gains". */
function captainToYou() {
  fireEvent.click(screen.getByRole('radio', { name: /Captain of a new team/ }));
  type(/Team name/, 'Net Gains');
  next();
  type(/First name/, 'Ann');
  type(/Last name/, 'Lee');
}

describe('the registration wizard', () => {
  it('offers a new team and free agents in a league of teams and individuals, each with its price from the payment mode', () => {
    show(optionsOf());
    expect(choices()).toEqual([
      'Captain of a new teamRegister a team, then invite your teammates with a link.$450.00due now',
      'Free agentSign up on your own: the club places you on a team.Freenothing to pay now',
    ]);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(stepTitle()).toBe('How do you want to join?');
  });

  it('offers no free agent in a teams-only league, and the invited team (with the captain’s share) through an invite link', () => {
    show(optionsOf({ roles: ['captain', 'player'] }, { registration_type: 'teams_only' }));
    expect(choices().map((text) => text?.split('Register')[0])).toEqual(['Captain of a new team']);
    expect(screen.getByText(/Open the invite link your captain shared/)).toBeTruthy();
    startOver();

    show(
      optionsOf(
        { roles: ['captain', 'player'], invite: { team_name: 'Hudson Strikers', share_cents: 10000, roster_size: 8 } },
        { payment_mode: 'players_pay', team_fee_cents: 80000, player_fee_cents: 9000, registration_type: 'teams_only' },
      ),
      { invite: 'invite-token', offer: null },
    );
    const join = screen.getByRole('radio', { name: /Join Hudson Strikers/ }) as HTMLInputElement;
    expect(join.checked).toBe(true);
    expect(join.closest('label')!.textContent).toContain('$100.00due now');
    // The captain of a new team pays their own share: the player fee.
    expect(screen.getByRole('radio', { name: /Captain of a new team/ }).closest('label')!.textContent).toContain('$90.00');
  });

  it('prices the captain of a full-fees-from-captain league for the roster minimum, and a free league at nothing', () => {
    show(
      optionsOf({ roles: ['captain', 'player'] }, { payment_mode: 'full_player_fee_from_captain', team_fee_cents: 0, player_fee_cents: 3500, roster_min: 8 }),
    );
    expect(screen.getByRole('radio', { name: /Captain/ }).closest('label')!.textContent).toContain('$280.00due now');
    startOver();
    show(optionsOf({}, { payment_mode: 'free', team_fee_cents: 0 }));
    expect(choices().every((text) => text?.includes('Freenothing to pay now'))).toBe(true);
  });

  it('leaves out the waiver step when the club has no waiver, and shows it (in a box that scrolls) when it has one', () => {
    signIn();
    show(optionsOf());
    expect(screen.getByRole('navigation', { name: 'Registration steps' }).textContent).not.toContain('Waiver');
    startOver();

    const questions = [{ id: Q_SHIRT, label: 'Shirt size', type: 'mcq' as const, options: ['S', 'M', 'L'], required: true }];
    show(optionsOf({ questions, waiver: { body: 'I play at my own risk.', sha256: 'a'.repeat(64) } }));
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    captainToYou();
    next();
    expect(stepTitle()).toBe('A few questions from the club');
    next();
    expect(screen.getByRole('group', { name: /Shirt size/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required', { selector: '.field-error' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    next();
    expect(stepTitle()).toBe('Read and accept the waiver');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    expect(screen.getByRole('region', { name: 'Waiver text' }).textContent).toBe('I play at my own risk.');
    next();
    expect(screen.getByText('Accept the waiver to register.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the waiver' }));
    next();
    expect(stepTitle()).toBe('Review and pay');
  });

  it('keeps what was entered when going back, and asks for a team name before moving on', () => {
    signIn();
    show(optionsOf());
    fireEvent.click(screen.getByRole('radio', { name: /Captain of a new team/ }));
    next();
    expect(stepTitle()).toBe('How do you want to join?');
    expect(screen.getByLabelText(/Team name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/Team name/));
    captainToYou();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText(/Team name/) as HTMLInputElement).value).toBe('Net Gains');
    next();
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Ann');
  });

  it('steps back through the wizard with the browser’s Back button, and forward again with Forward', async () => {
    signIn();
    show(optionsOf());
    captainToYou();
    expect(stepTitle()).toBe('About you');
    history.back();
    await waitFor(() => expect(stepTitle()).toBe('How do you want to join?'));
    expect((screen.getByLabelText(/Team name/) as HTMLInputElement).value).toBe('Net Gains');
    history.forward();
    await waitFor(() => expect(stepTitle()).toBe('About you'));
  });

  it('sends one registration however often Pay is clicked, with the waiver’s hash, then goes to Checkout', async () => {
    signIn();
    let answer!: (reply: { status: number; body: unknown }) => void;
    const fetchMock = fakeApi({
      [`POST /leagues/${LEAGUE}/registrations`]: () => new Promise((resolve) => (answer = resolve)),
    });
    show(optionsOf({ waiver: { body: 'Risk.', sha256: 'b'.repeat(64) } }));
    captainToYou();
    next();
    fireEvent.click(screen.getByRole('checkbox'));
    next();
    expect(screen.getByRole('heading', { name: 'Payment Information' })).toBeTruthy();
    expect(screen.getByText('Captains Responsible for Payment')).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Pay $450.00' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((screen.getByRole('button', { name: /Processing/ }) as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/public/clubs/club2/leagues/${LEAGUE}/registrations`);
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer player-token');
    expect(JSON.parse(init!.body as string)).toMatchObject({
      as: 'captain',
      team_name: 'Net Gains',
      first_name: 'Ann',
      last_name: 'Lee',
      waiver_sha256: 'b'.repeat(64),
      remainder_consent: false,
    });
    answer({
      status: 201,
      body: {
        registration_id: REGISTRATION,
        team_id: null,
        order_id: REGISTRATION,
        outcome: 'checkout',
        checkout_url: 'https://checkout.stripe.test/pay/1',
        amount_cents: 45000,
      },
    });
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://checkout.stripe.test/pay/1'));
    fireEvent.click(screen.getByRole('button', { name: /Processing/ }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says Register when nothing is due, and Register — pay the club later without card payments', () => {
    signIn();
    show(optionsOf({}, { payment_mode: 'free', team_fee_cents: 0 }));
    captainToYou();
    next();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    startOver();
    show(optionsOf({ card_payments: false }));
    captainToYou();
    next();
    expect(screen.getByRole('button', { name: 'Register — pay the club later' })).toBeTruthy();
    expect(screen.getByText(/doesn’t take card payments online/)).toBeTruthy();
  });

  it('asks a players_pay captain for consent to charge the rest, and sends it', async () => {
    signIn();
    const fetchMock = fakeApi({
      [`POST /leagues/${LEAGUE}/registrations`]: {
        status: 201,
        body: {
          registration_id: REGISTRATION,
          team_id: null,
          order_id: null,
          outcome: 'checkout',
          checkout_url: 'https://checkout.stripe.test/pay/2',
          amount_cents: 9000,
        },
      },
    });
    show(optionsOf({}, { payment_mode: 'players_pay', team_fee_cents: 80000, player_fee_cents: 9000 }));
    captainToYou();
    next();
    expect(screen.getByText('Your share of the team fee')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /charge the rest to this card/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $90.00' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string).remainder_consent).toBe(true);
  });

  it('charges the early-bird team fee while it applies, saying what it costs after, on the role card, the review and Pay', () => {
    signIn();
    show(pricedOptionsOf({ add_ons: [] }));
    expect(screen.getByRole('radio', { name: /Captain of a new team/ }).closest('label')!.textContent).toContain('$240.00due now');
    captainToYou();
    next();
    expect(chargeRows()).toEqual(['Team fee (early bird)then $280.00 after Nov 30, 2026$240.00', 'Due now$240.00']);
    expect(screen.getByRole('button', { name: 'Pay $240.00' })).toBeTruthy();
    startOver();

    // The day after the early bird, the normal fee, with no early-bird note.
    show(pricedOptionsOf({ add_ons: [], today: '2026-12-01' }));
    captainToYou();
    next();
    expect(chargeRows()).toEqual(['Team fee$280.00', 'Due now$280.00']);
  });

  it('sells the league’s add-ons on the review step: a quantity changes the total, and only those chosen are sent', async () => {
    signIn();
    const fetchMock = fakeApi({ [`POST /leagues/${LEAGUE}/registrations`]: registered });
    show(pricedOptionsOf());
    captainToYou();
    next();
    const group = screen.getByRole('group', { name: 'Add-ons' });
    const jersey = within(group).getByRole('spinbutton', { name: 'Team jersey' }) as HTMLInputElement;
    expect([jersey.min, jersey.max, jersey.value]).toEqual(['0', '12', '0']);
    expect(
      jersey
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent),
    ).toEqual(['With your number on the back', '$25.00 each, up to 12']);
    fireEvent.change(jersey, { target: { value: '3' } });
    expect(chargeRows()).toContain('Team jersey × 3 ($25.00 each)$75.00');
    expect(chargeRows().at(-1)).toBe('Due now$315.00');
    // One banner at most: a checkbox.
    const banner = within(group).getByRole('checkbox', { name: /Team banner/ });
    fireEvent.click(banner);
    expect(chargeRows()).toContain('Team banner$40.00');
    expect(screen.getByRole('button', { name: 'Pay $355.00' })).toBeTruthy();
    fireEvent.click(banner);
    fireEvent.change(jersey, { target: { value: '40' } });
    expect(jersey.value).toBe('12');
    fireEvent.change(jersey, { target: { value: '3' } });
    expect(screen.getByText('$315.00', { selector: '.aside-total strong' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pay $315.00' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({
      add_ons: [{ product_id: JERSEY.id, quantity: 3 }],
      pay_deposit: false,
    });
  });

  it('lets a captain pay the deposit now instead of the whole fee, keeps the choice going back and forth, and sends it', async () => {
    signIn();
    const fetchMock = fakeApi({ [`POST /leagues/${LEAGUE}/registrations`]: registered });
    show(pricedOptionsOf());
    captainToYou();
    next();
    const choice = screen.getByRole('group', { name: 'How much do you pay now?' });
    const full = within(choice).getByRole('radio', { name: 'Pay in full now ($240.00)' }) as HTMLInputElement;
    expect(full.checked).toBe(true);
    fireEvent.click(within(choice).getByRole('radio', { name: 'Pay the deposit now ($100.00)' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Team jersey' }), { target: { value: '2' } });
    expect(chargeRows()).toEqual([
      'Team fee (early bird)then $280.00 after Nov 30, 2026$240.00',
      'Team jersey × 2 ($25.00 each)$50.00',
      'Deposit: $100.00 now, the rest of the fee later-$140.00',
      'Due now$150.00',
    ]);
    expect(screen.getByText('$140.00 left on your team’s balance, to pay from My registrations.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    next();
    expect((screen.getByRole('radio', { name: 'Pay the deposit now ($100.00)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('spinbutton', { name: 'Team jersey' }) as HTMLInputElement).value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $150.00' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({ add_ons: [{ product_id: JERSEY.id, quantity: 2 }], pay_deposit: true });
  });

  it('offers no deposit to whoever pays no team fee, nor where the fee does not exceed it; free agents still buy add-ons', async () => {
    signIn();
    show(pricedOptionsOf({}, { deposit_cents: 24000 }));
    captainToYou();
    next();
    expect(screen.queryByRole('group', { name: 'How much do you pay now?' })).toBeNull();
    startOver();

    const fetchMock = fakeApi({ [`POST /leagues/${LEAGUE}/registrations`]: registered });
    show(pricedOptionsOf(), undefined, 'free_agent');
    next();
    type(/First name/, 'Ann');
    type(/Last name/, 'Lee');
    next();
    expect(screen.queryByRole('group', { name: 'How much do you pay now?' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Team banner/ }));
    expect(chargeRows()).toEqual(['Team banner$40.00', 'Due now$40.00']);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $40.00' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({
      as: 'free_agent',
      add_ons: [{ product_id: BANNER.id, quantity: 1 }],
      pay_deposit: false,
    });
  });

  it('shows the API’s refusal of the add-ons or the deposit on the review step, until they are changed', async () => {
    signIn();
    fakeApi({
      [`POST /leagues/${LEAGUE}/registrations`]: {
        status: 422,
        body: {
          message: 'Invalid',
          code: 'validation_error',
          errors: { 'add_ons.0.quantity': ['At most 2'], pay_deposit: ['Choose one of the options'] },
          messages: { 'add_ons.0.quantity': [{ id: 'atMost', values: { max: 2 } }], pay_deposit: [{ id: 'notAnOption' }] },
        },
      },
    });
    show(pricedOptionsOf());
    captainToYou();
    next();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Team jersey' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Pay the deposit now ($100.00)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $175.00' }));
    const group = await screen.findByRole('group', { name: 'Add-ons' });
    await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'));
    expect(stepTitle()).toBe('Review and pay');
    expect(within(group).getByText('At most 2.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Team jersey' }));
    const choice = screen.getByRole('group', { name: 'How much do you pay now?' });
    expect(choice.getAttribute('aria-invalid')).toBe('true');
    expect(within(choice).getByText('Choose one of the options.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Some answers need a correction.');

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Team jersey' }), { target: { value: '2' } });
    expect(group.getAttribute('aria-invalid')).toBeNull();
    expect(within(group).queryByText('At most 2.')).toBeNull();
  });

  it('shows an answer the API refused on its question, on the questions step', async () => {
    signIn();
    fakeApi({
      [`POST /leagues/${LEAGUE}/registrations`]: {
        status: 422,
        body: {
          message: 'Invalid',
          code: 'validation_error',
          errors: { [`answers.${Q_SHIRT}`]: ['Choose one of the options'] },
          messages: { [`answers.${Q_SHIRT}`]: [{ id: 'notAnOption' }] },
        },
      },
    });
    show(optionsOf({ questions: [{ id: Q_SHIRT, label: 'Shirt size', type: 'text', options: [], required: false }] }));
    captainToYou();
    next();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $450.00' }));
    await waitFor(() => expect(stepTitle()).toBe('A few questions from the club'));
    const field = screen.getByLabelText(/Shirt size/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe('Choose one of the options.');
  });

  it('offers the waitlist when the API says the league is full', async () => {
    signIn();
    fakeApi({ [`POST /leagues/${LEAGUE}/registrations`]: { status: 409, body: { message: 'Full', code: 'league_full' } } });
    show(optionsOf());
    captainToYou();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $450.00' }));
    expect(await screen.findByText('This league has just filled up. You can join the waitlist instead.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Waitlist for a team place' })).toBeTruthy();
  });

  it('shows a full league’s waitlist instead of a new team', () => {
    show(optionsOf({ waitlist: true, places_left: 0, roles: ['captain', 'player'] }, { registration_type: 'teams_only' }));
    expect((screen.getByRole('radio', { name: /Captain of a new team/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('signs in inline with an e-mailed code, no password, and keeps the session token', async () => {
    const fetchMock = fakeApi({
      'POST /auth/code': { status: 202, body: { sent: true } },
      'POST /auth/verify': { status: 200, body: { token: 'fresh-token', email: 'ann@example.com', expires_at: '2999-01-01T00:00:00.000Z' } },
    });
    show(optionsOf(), undefined, 'captain');
    type(/Team name/, 'Net Gains');
    next();
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    type(/E-mail/, 'Ann@Example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 6-digit code to ann@example.com.')).toBeTruthy();
    expect(screen.getByText(/valid for 10 minutes/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Resend in/ }) as HTMLButtonElement).disabled).toBe(true);
    type(/6-digit code/, '123456');
    expect(await screen.findByLabelText(/First name/)).toBeTruthy();
    // The code form had the focus; it is gone: the keyboard goes on to First name, not to the page's body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/First name/)));
    expect(JSON.parse(fetchMock.mock.calls[1]![1]!.body as string)).toEqual({ email: 'ann@example.com', code: '123456' });
    expect(JSON.parse(localStorage.getItem('matchday-site-session:club2')!).token).toBe('fresh-token');
    expect(screen.getByText('Signed in as ann@example.com')).toBeTruthy();
  });

  it('says when a code is wrong, on the code', async () => {
    fakeApi({
      'POST /auth/code': { status: 202, body: { sent: true } },
      'POST /auth/verify': { status: 401, body: { message: 'Wrong code', code: 'invalid_sign_in_code' } },
    });
    show(optionsOf(), undefined, 'captain');
    await typeCode('654321');
    await waitFor(() => expect(screen.getByLabelText(/6-digit code/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('That code is wrong or has expired. Check it or send a new one.')).toBeTruthy();
  });
});

describe('a registration in progress', () => {
  const questions = [{ id: Q_SHIRT, label: 'Shirt size', type: 'mcq' as const, options: ['S', 'M', 'L'], required: true }];
  const waiver = { body: 'I play at my own risk.', sha256: 'a'.repeat(64) };
  const kept = () => Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.getItem(sessionStorage.key(index)!)).join('\n');
  const checked = (name: string | RegExp) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;
  const back = () => fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

  /** Through every step of a priced league as a captain who signs in with a code: to the review step, two jerseys and the deposit chosen. */
  async function fillEverything(options: RegistrationOptions) {
    show(options, undefined, 'captain');
    await typeCode('123456');
    await screen.findByLabelText(/First name/);
    type(/First name/, 'Ann');
    type(/Last name/, 'Lee');
    type(/Phone/, '+1 555 0100');
    next();
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    next();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the waiver' }));
    next();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Team jersey' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Pay the deposit now ($100.00)' }));
  }

  it('keeps everything entered through a refresh, on the step the registrant was on, never the sign-in code; and forgets it once sent', async () => {
    const fetchMock = fakeApi({
      'POST /auth/code': { status: 202, body: { sent: true } },
      'POST /auth/verify': { status: 200, body: { token: 'fresh-token', email: 'ann@example.com', expires_at: '2999-01-01T00:00:00.000Z' } },
      [`POST /leagues/${LEAGUE}/registrations`]: registered,
    });
    const options = pricedOptionsOf({ questions, waiver });
    await fillEverything(options);

    // The browser reloads the page: the wizard starts again from what the tab kept.
    cleanup();
    show(options, undefined, 'captain');
    expect(stepTitle()).toBe('Review and pay');
    expect((screen.getByRole('spinbutton', { name: 'Team jersey' }) as HTMLInputElement).value).toBe('2');
    expect(checked('Pay the deposit now ($100.00)')).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay $150.00' })).toBeTruthy();
    back();
    expect((screen.getByRole('checkbox', { name: 'I have read and accept the waiver' }) as HTMLInputElement).checked).toBe(true);
    back();
    expect(checked('M')).toBe(true);
    back();
    expect([value(/First name/), value(/Last name/), value(/Phone/)]).toEqual(['Ann', 'Lee', '+1 555 0100']);
    back();
    expect(value(/Team name/)).toBe('Net Gains');
    // Kept for the tab only, and never a secret: no code, no token.
    expect(kept()).toContain('Net Gains');
    expect(kept()).not.toContain('123456');
    expect(kept()).not.toContain('fresh-token');
    expect(localStorage.getItem('matchday-registration-draft:club2:' + LEAGUE + ':open')).toBeNull();

    for (let step = 0; step < 4; step += 1) next();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $150.00' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls.at(-1)![1]!.body as string)).toMatchObject({
      team_name: 'Net Gains',
      first_name: 'Ann',
      answers: [{ question_id: Q_SHIRT, value: 'M' }],
      waiver_sha256: waiver.sha256,
      add_ons: [{ product_id: JERSEY.id, quantity: 2 }],
      pay_deposit: true,
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('comes back no further than what still passes: signed out meanwhile, it opens on signing in; a sign-in in another tab shows the names kept', async () => {
    signIn();
    show(optionsOf({ questions }), undefined, 'captain');
    captainToYou();
    next();
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    cleanup();
    localStorage.clear();
    show(optionsOf({ questions }), undefined, 'captain');
    expect(stepTitle()).toBe('About you');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    signIn();
    fireEvent(
      window,
      new StorageEvent('storage', { key: 'matchday-site-session:club2', oldValue: null, newValue: localStorage.getItem('matchday-site-session:club2') }),
    );
    await waitFor(() => expect(screen.getByText('Signed in as ann@example.com')).toBeTruthy());
    expect(value(/First name/)).toBe('Ann');
    next();
    expect(checked('L')).toBe(true);
  });

  it('comes back after a refresh to a waiver the club changed meanwhile: on the waiver step, unticked, saying why', () => {
    signIn();
    show(optionsOf({ waiver }), undefined, 'captain');
    captainToYou();
    next();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the waiver' }));
    next();
    expect(stepTitle()).toBe('Review and pay');
    cleanup();
    show(optionsOf({ waiver: { body: 'New rules.', sha256: 'c'.repeat(64) } }), undefined, 'captain');
    expect(stepTitle()).toBe('Read and accept the waiver');
    expect((screen.getByRole('checkbox', { name: 'I have read and accept the waiver' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('The waiver changed while you were registering. Read the new text and accept it again.');
  });

  it('forgets the draft when the person signs out, here or in another tab', async () => {
    signIn();
    fakeApi({ 'POST /auth/sign-out': { status: 204 } });
    show(optionsOf(), undefined, 'captain');
    captainToYou();
    expect(kept()).toContain('Ann');
    fireEvent.click(screen.getByRole('button', { name: 'Not you? Sign out' }));
    await waitFor(() => expect(stepTitle()).toBe('How do you want to join?'));
    expect(value(/Team name/)).toBe('');
    expect(localStorage.getItem('matchday-site-session:club2')).toBeNull();
    expect(kept()).not.toContain('Ann');
    startOver();

    signIn();
    show(optionsOf(), undefined, 'captain');
    captainToYou();
    const key = 'matchday-site-session:club2';
    const stored = localStorage.getItem(key);
    localStorage.removeItem(key);
    fireEvent(window, new StorageEvent('storage', { key, oldValue: stored, newValue: null }));
    await waitFor(() => expect(stepTitle()).toBe('How do you want to join?'));
    expect(value(/Team name/)).toBe('');
    expect(kept()).not.toContain('Ann');
  });

  it('shows a waiver the club changed while the registrant was on the review step: the new text, unticked, and why', async () => {
    signIn();
    const changed = { body: 'New rules: shin guards for everyone.', sha256: 'c'.repeat(64) };
    const fetchMock = fakeApi({
      [`POST /leagues/${LEAGUE}/registrations`]: (_url, init) =>
        JSON.parse(init.body as string).waiver_sha256 === changed.sha256
          ? registered
          : { status: 409, body: { message: 'The waiver changed', code: 'waiver_changed' } },
    });
    const reload = vi.fn(() => Promise.resolve(optionsOf({ waiver: changed })));
    const view = show(optionsOf({ waiver }), undefined, null, reload);
    captainToYou();
    next();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the waiver' }));
    next();
    // The options are read again by the page, which hands the wizard the new ones.
    reload.mockImplementation(async () => {
      const fresh = optionsOf({ waiver: changed });
      view.rerender(withIntl(<Wizard slug={SLUG} options={fresh} tokens={{ invite: null, offer: null }} asked={null} reloadOptions={reload} />));
      return fresh;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $450.00' }));
    await waitFor(() => expect(stepTitle()).toBe('Read and accept the waiver'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Waiver text' }).textContent).toBe(changed.body);
    expect((screen.getByRole('checkbox', { name: 'I have read and accept the waiver' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('The waiver changed while you were registering. Read the new text and accept it again.');
    next();
    expect(stepTitle()).toBe('Read and accept the waiver');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the waiver' }));
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $450.00' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([, init]) => JSON.parse(init!.body as string).waiver_sha256)).toEqual([waiver.sha256, changed.sha256]);
  });

  it('says a code’s tries are used up, not that it is wrong, and sends a new one from there', async () => {
    const fetchMock = fakeApi({
      'POST /auth/code': { status: 202, body: { sent: true } },
      'POST /auth/verify': { status: 401, body: { message: 'Used up', code: 'sign_in_code_used_up' } },
    });
    show(optionsOf(), undefined, 'captain');
    await typeCode('654321');
    const sendNew = await screen.findByRole('button', { name: 'Send a new code' });
    expect(screen.getByText('You’ve used every try for this code. Send a new code to sign in.')).toBeTruthy();
    expect(screen.queryByText(/wrong or has expired/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(sendNew));
    fireEvent.click(sendNew);
    expect(await screen.findByText('We sent a new code to ann@example.com.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/auth/code'))).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
  });
});
