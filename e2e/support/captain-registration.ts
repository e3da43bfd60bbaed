import type { RegistrationResult } from '@matchday/domain';

/**
 * A captain registers a new team over the club site's API, as the wizard would: the league's first question answered
 * 'M' (club1's demo leagues ask a shirt size) and its waiver accepted; if asked, the deposit instead of the fee and
 * `addOns` of each add-on the league sells. Answers the registration (its checkout URL).
 */
export async function registerCaptainOverApi(
  baseUrl: string,
  leagueId: string,
  token: string,
  names: { team_name: string; first_name: string; last_name: string },
  choices: { payDeposit?: boolean; addOns?: number } = {},
): Promise<RegistrationResult> {
  const optionsResponse = await fetch(`${baseUrl}/api/public/clubs/club1/leagues/${leagueId}/registration`);
  const options = (await optionsResponse.json()) as {
    waiver: { sha256: string };
    questions: { id: string }[];
    add_ons: { id: string; max_quantity: number }[];
  };
  const addOns = choices.addOns ?? 0;
  const path = `/api/public/clubs/club1/leagues/${leagueId}/registrations`;
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      as: 'captain',
      ...names,
      answers: [{ question_id: options.questions[0]!.id, value: 'M' }],
      waiver_sha256: options.waiver.sha256,
      pay_deposit: choices.payDeposit ?? false,
      add_ons: addOns > 0 ? options.add_ons.map((offer) => ({ product_id: offer.id, quantity: Math.min(addOns, offer.max_quantity) })) : [],
    }),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as RegistrationResult;
}
