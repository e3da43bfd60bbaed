import { z } from 'zod';

/**
 * Every field message the shared contracts (and the web's forms) write, by id, with its English text.
 *
 * A schema never writes English: it writes `fieldMessage(id, values)`, a token that names the message.
 * The API turns each token into the English text of the error body's `errors` and sends the ids beside
 * them in `messages`; the web app translates the id (key `validation.<id>`) in every language. Nothing
 * is ever matched by its English text.
 */
export const VALIDATION_MESSAGES = {
  required: 'Required',
  invalidEmail: 'Must be a valid email address',
  signInCode: 'Enter the 6 digits of the code we e-mailed you',
  tooShort: 'Must be at least {min} characters',
  tooLong: 'Must be at most {max} characters',
  passwordsDoNotMatch: 'Passwords do not match',
  unknownTimezone: 'Unknown timezone',
  phone: 'Must be a phone number',
  date: 'Must be a date (YYYY-MM-DD)',
  dateTime: 'Must be a date and time (ISO 8601)',
  dateRange: 'Must be a date between {min} and {max}',
  time: 'Must be a time (HH:MM)',
  noNul: 'Must not contain a NUL character',
  unicode: 'Must be valid Unicode text',
  wholeCents: 'Must be whole cents',
  notNegative: 'Must not be negative',
  atLeast: 'At least {min}',
  atMost: 'At most {max}',
  atLeastTeams: 'At least {min} teams',
  chooseCourt: 'Choose at least one court',
  endBeforeSeasonStart: 'Must be on or after the season start',
  closesBeforeOpens: 'Must be on or after registration opens',
  closesAfterSeason: 'Must be on or before the season end',
  rosterMaxBelowMin: 'Must be at least the roster minimum',
  freeWithFees: 'A free league has no fees',
  earlyBirdPrice: 'Give an early-bird price, or clear the date',
  earlyBirdBelowFee: 'Must be less than the normal fee ({amount})',
  notInPaymentMode: 'This league’s payment mode does not use it',
  depositBelowFee: 'Must be less than what the captain pays at registration ({amount})',
  listedTwice: 'Listed twice',
  questionTwice: 'A question is attached twice',
  playTimeTwice: 'A play time is listed twice',
  nothingToChange: 'Nothing to change',
  differentGames: 'Choose two different games',
  gameTwice: 'A game is listed twice',
  tiebreakerTwice: 'A tiebreaker is listed twice',
  endBeforeStartDate: 'Must be on or after the start date',
  teamTwice: 'A team is listed twice',
  courtTwice: 'A court is listed twice',
  optionsOnlyForChoice: 'Only multiple choice questions have options',
  atLeastOptions: 'Give at least {min} options',
  optionsDifferent: 'Options must be different',
  namesDifferent: 'Names must be different',
  playerTwice: 'A player is listed twice',
  captainOnTeam: 'The captain must be one of the team’s players',
  playerOrNew: 'Choose a club player or enter a new one',
  yesOrNo: 'Must be yes or no',
  amount: 'Enter an amount in dollars, like 450.00',
  wholeNumber: 'Enter a whole number',
  ulid: 'Must be a 26-character ULID',
  clubSlug: 'Invalid club slug',
  reservedClubSlug: 'This address is reserved for Matchday’s own pages: choose another',
  notTeamPlayer: 'Not one of the team’s players',
  notAnOption: 'Choose one of the options',
  notAsked: 'This league does not ask this question',
  answeredTwice: 'Answered twice',
  atMostCharacters: 'At most {max} characters',
  registrationKey: 'Must be {min} to {max} letters, digits or dashes',
  invalidFormat: 'Invalid format',
  invalidValue: 'Invalid value',
  unknownField: 'Unknown field',
  // Why a league may not move to a status (league-status.ts names each refusal by one of these).
  sameStatus: 'The league already has this status',
  statusNotReachable: 'This status cannot be reached from the current one',
  leagueHasRegistrations: 'Teams or players have registered: close registration instead of going back to draft',
  registrationWindowOver: 'The registration close date has passed: change it before opening registration',
  tooFewTeams: 'A season needs at least two teams',
  // Why a roster CSV, or one of its lines, is refused (roster-csv.ts; the API's checks against the league).
  csvQuoteNotClosed: 'A quoted field is not closed',
  missingColumns: 'Missing columns: {columns}',
  missingQuestionColumn: 'Missing column “{label}”: this league requires an answer to it',
  noRows: 'The file has no rows',
  tooManyRows: 'At most {max} rows',
  oneOfValues: 'Must be one of: {values}',
  freeAgentCaptain: 'A free agent cannot be a captain',
  emailOnEarlierLine: 'Also on line {line}',
  captainOnEarlierLine: 'Line {line} is already this team’s captain',
  alreadyRegistered: '{email} is already registered in this league',
  teamOverRosterMax: '{team} would have {size} players; a team has at most {max} in this league',
  teamHasCaptain: '{team} already has a captain',
  teamsOnlyLeague: 'This league registers teams only: give the player’s team',
  overTeamCapacity: '{teams} teams would exceed the league’s capacity of {capacity}',
  // The club's public site (schemas/site.ts).
  hexColor: 'Must be a colour like #1d4ed8',
  contrastTooLow: 'White text on this colour has a contrast of {ratio}:1; it needs at least {min}:1 (WCAG AA): choose a darker colour',
  httpsUrl: 'Must be an https:// address',
  altRequired: 'Describe the image for people who cannot see it',
  endsBeforeStarts: 'Must be after the start',
  sectionTwice: 'A section is listed twice',
  unknownLeague: 'Not one of the club’s leagues',
  unknownImage: 'Upload the image: it is not one of the site’s',
} as const satisfies Record<string, string>;

export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;
export type MessageValues = Readonly<Record<string, string | number>>;

const MESSAGE_IDS = Object.keys(VALIDATION_MESSAGES) as [ValidationMessageId, ...ValidationMessageId[]];

/** A message by id, with the values its text names. */
export const FieldMessageSchema = z
  .object({ id: z.enum(MESSAGE_IDS), values: z.record(z.string(), z.union([z.string(), z.number()])).optional() })
  .meta({ id: 'FieldMessage' });
export type FieldMessage = z.infer<typeof FieldMessageSchema>;

const TOKEN = /^@@([A-Za-z]+)(\{.*\})?$/s;

const isMessageId = (id: string): id is ValidationMessageId => Object.hasOwn(VALIDATION_MESSAGES, id);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a value is a FieldMessage, checked without zod (FieldMessageSchema says the same; a test holds the
 * two together): the web app checks error bodies on its first screens, where zod is not loaded.
 */
export function isFieldMessage(value: unknown): value is FieldMessage {
  if (!isRecord(value) || typeof value.id !== 'string' || !isMessageId(value.id)) return false;
  const { values } = value;
  return (
    values === undefined ||
    (isRecord(values) && Object.values(values).every((item) => typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item))))
  );
}

/** The token a schema writes as its zod message: `@@id` or `@@id{"min":8}`. */
export function fieldMessage(id: ValidationMessageId, values?: MessageValues): string {
  return values ? `@@${id}${JSON.stringify(values)}` : `@@${id}`;
}

function valuesOf(json: string | undefined): MessageValues | undefined | null {
  if (!json) return undefined;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed);
    return entries.every(([, value]) => typeof value === 'string' || typeof value === 'number') ? (Object.fromEntries(entries) as MessageValues) : null;
  } catch {
    return null;
  }
}

/** The message a token names, or null for any other text. */
export function parseFieldMessage(text: string | undefined): FieldMessage | null {
  const match = text ? TOKEN.exec(text) : null;
  if (!match?.[1] || !isMessageId(match[1])) return null;
  const values = valuesOf(match[2]);
  if (values === null) return null;
  return values ? { id: match[1], values } : { id: match[1] };
}

/** The English text of a message, its values filled in. */
export function englishMessage(message: FieldMessage): string {
  return VALIDATION_MESSAGES[message.id].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = message.values?.[name];
    return value === undefined ? whole : String(value);
  });
}

/** What a zod issue says, as zod reports it (the API's validator and the web's resolver both see these fields). */
export interface IssueLike {
  code?: string;
  message?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  input?: unknown;
}

const bound = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined);

/**
 * The message of a zod issue: the token the schema wrote, else one chosen by the issue's code for
 * zod's own checks (a length bound, a wrong type, a value outside an enum).
 */
export function messageOfIssue(issue: IssueLike): FieldMessage {
  const written = parseFieldMessage(issue.message);
  if (written) return written;
  const min = bound(issue.minimum);
  const max = bound(issue.maximum);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return min === 1 || min === undefined ? { id: 'required' } : { id: 'tooShort', values: { min } };
      if (issue.origin === 'array' && (min === 1 || min === undefined)) return { id: 'required' };
      return min === undefined ? { id: 'invalidValue' } : { id: 'atLeast', values: { min } };
    case 'too_big':
      if (issue.origin === 'string' && max !== undefined) return { id: 'tooLong', values: { max } };
      return max === undefined ? { id: 'invalidValue' } : { id: 'atMost', values: { max } };
    case 'invalid_format':
      return { id: 'invalidFormat' };
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? { id: 'required' } : { id: 'invalidValue' };
    case 'unrecognized_keys':
      return { id: 'unknownField' };
    default:
      return { id: 'invalidValue' };
  }
}

/**
 * zod's error map for its own checks: the message token of `messageOfIssue`. An app installs it once at
 * start (`z.config({ customError: fieldMessageErrorMap })`) so a default message also has an id and its values.
 */
export const fieldMessageErrorMap = (issue: IssueLike): string => {
  const message = messageOfIssue(issue);
  return fieldMessage(message.id, message.values);
};
