import { CONNECT_STATES, ledgerTextOf, type AuditEntry } from '@matchday/domain';
import type { MessageId } from '../../i18n/messages';
import { ledgerEntryWhat } from '../../lib/ledger-words';
import { EMPTY_VALUE, changeLines, formatAuditValue, formatDateOnly, type ChangeLine, type ChangeWords, type Changes } from './audit-changes';
import { LEGACY_RESULT_FIELDS, changesResult, formatResult, resultOf, teamName } from './game-result';

/** A History sentence: a message and its values; `name` is the record's name, which the page may render as a link. */
export interface Sentence {
  id: MessageId;
  values: Readonly<Record<string, string | number>>;
}

/** What an entry tells: one sentence saying what happened, and the changed fields the sentence does not already say. */
export interface EntryStory {
  sentence: Sentence;
  lines: ChangeLine[];
}

/** How one kind of record tells an entry: its sentence, the fields that sentence says (left out of the lines), the changes to list instead. */
interface Telling {
  id: MessageId;
  values?: Readonly<Record<string, string | number>>;
  said?: readonly string[];
  changes?: Changes;
}

type Teller = (entry: AuditEntry, words: ChangeWords) => Telling;

const sentenceId = (entry: AuditEntry, kind: string = entry.action) => `audit.sentence.${entry.entity_type}.${kind}` as MessageId;

const has = (changes: Changes, field: string): boolean => Object.hasOwn(changes, field);

/** 'Location Riverside Park created', '… changed', '… deleted'. */
const byAction = (entry: AuditEntry): Telling => ({ id: sentenceId(entry) });

/** The few entries no sentence of their kind tells (no game is created through the log, say): 'Game Lions v Tigers: Deleted'. */
const generic = (entry: AuditEntry, words: ChangeWords): Telling => ({
  id: 'audit.sentence.generic',
  values: { entity: words.say(`labels.audit_entity.${entry.entity_type}` as MessageId), action: words.say(`labels.audit_action.${entry.action}` as MessageId) },
});

/** Locations and questions: archiving and restoring are sentences of their own. */
const archivable: Teller = (entry) => {
  const archived = entry.changes.archived?.after;
  if (entry.action !== 'update' || typeof archived !== 'boolean') return byAction(entry);
  return { id: sentenceId(entry, archived ? 'archive' : 'restore'), said: ['archived'] };
};

/** The fields of two versions of a nested record (a league's standings rules) as changes of their own. */
function nestedChanges(change: { before?: unknown; after?: unknown }): Changes {
  const record = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  const before = record(change.before);
  const after = record(change.after);
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return Object.fromEntries(changed.map((key) => [key, { before: before[key] ?? null, after: after[key] ?? null }]));
}

/** A league: a new status and new standings rules are sentences of their own. */
const league: Teller = (entry, words) => {
  const { changes } = entry;
  if (entry.action !== 'update') return byAction(entry);
  if (changes.rules) return { id: sentenceId(entry, 'rules'), changes: nestedChanges(changes.rules) };
  const status = changes.status?.after;
  if (typeof status === 'string')
    return { id: sentenceId(entry, 'status'), values: { status: formatAuditValue('status', status, words, 'league') }, said: ['status'] };
  return byAction(entry);
};

const team: Teller = (entry) => {
  const renamedFrom = entry.changes.name?.before;
  if (entry.action === 'update' && typeof renamedFrom === 'string') return { id: sentenceId(entry, 'rename'), values: { from: renamedFrom }, said: ['name'] };
  return byAction(entry);
};

/** A registration says where the player is: on a team ('with Lions') or among the free agents. */
const registration: Teller = (entry) => {
  const team = entry.changes.team;
  const from = teamName(team?.before);
  const to = teamName(team?.after);
  const said = ['player', 'team'];
  if (entry.action === 'create')
    return to ? { id: sentenceId(entry, 'joinTeam'), values: { team: to }, said } : { id: sentenceId(entry, 'joinFreeAgents'), said };
  if (entry.action === 'update' && from && to) return { id: sentenceId(entry, 'moveTeam'), values: { from, to }, said };
  if (entry.action === 'update' && to) return { id: sentenceId(entry, 'placed'), values: { team: to }, said };
  if (entry.action === 'update' && from) return { id: sentenceId(entry, 'toFreeAgents'), values: { from }, said };
  return { ...byAction(entry), said: ['player'] };
};

const PLAYOFF_GAME_LABEL = /^Playoff game (\d+)$/;

/** A game's name: its teams ('Lions v Tigers'); a playoff game's label, which the API keeps in English, in the user's language. */
const gameName = (entry: AuditEntry, words: ChangeWords): string => {
  const number = PLAYOFF_GAME_LABEL.exec(entry.entity_label)?.[1];
  return number ? words.say('audit.game.playoff', { number: Number(number) }) : entry.entity_label;
};

const WHERE_AND_WHEN = ['date', 'time', 'location', 'court'];

/** A game: its result entered, corrected or cleared ('Lions 5–2 Tigers'), or the game cancelled, back on, moved or changed. */
const game: Teller = (entry, words) => {
  const { changes } = entry;
  if (entry.action !== 'update') return generic(entry, words);
  if (changesResult(changes)) {
    const said = ['result', ...LEGACY_RESULT_FIELDS];
    const before = resultOf(changes, 'before', entry.entity_label);
    const after = resultOf(changes, 'after', entry.entity_label);
    // The result is the game's name in these sentences: it is what links to the schedule.
    if (before && after)
      return { id: sentenceId(entry, 'resultChanged'), values: { before: formatResult(before, words), name: formatResult(after, words) }, said };
    if (after) return { id: sentenceId(entry, 'resultEntered'), values: { name: formatResult(after, words) }, said };
    if (before) return { id: sentenceId(entry, 'resultCleared'), values: { name: formatResult(before, words) }, said };
  }
  const name = { name: gameName(entry, words) };
  const active = changes.is_active?.after;
  if (typeof active === 'boolean') return { id: sentenceId(entry, active ? 'reinstated' : 'cancelled'), values: name, said: ['is_active'] };
  return { id: sentenceId(entry, WHERE_AND_WHEN.some((field) => has(changes, field)) ? 'moved' : 'update'), values: name };
};

/** A generated or re-planned schedule: everything it did is in the sentence. */
const schedule: Teller = (entry, words) => {
  if (entry.action !== 'create') return generic(entry, words);
  const after = (field: string) => entry.changes[field]?.after;
  const count = (field: string) => {
    const value = after(field);
    return typeof value === 'number' ? value : 0;
  };
  const date = (field: string) => {
    const value = after(field);
    return typeof value === 'string' ? formatDateOnly(value) : EMPTY_VALUE;
  };
  return {
    id: sentenceId(entry, after('mode') === 'replan' ? 'replanned' : 'generated'),
    values: {
      created: count('created'),
      removed: count('removed'),
      kept: count('kept'),
      start: date('start_date'),
      end: date('end_date'),
      format: words.say(after('format') === 'double' ? 'audit.schedule.double' : 'audit.schedule.single'),
    },
    said: Object.keys(entry.changes),
  };
};

/** A bracket; a new one says its type and its seeds in order. */
const bracket: Teller = (entry, words): Telling => {
  // Named in the user's language: the API's label is English.
  const name = words.say('labels.audit_entity.bracket');
  if (entry.action !== 'create') return { id: sentenceId(entry), values: { name } };
  const seeds = entry.changes.seeds?.after;
  const teams = Array.isArray(seeds) ? seeds.map((seed) => teamName(seed) ?? EMPTY_VALUE) : [];
  return {
    id: sentenceId(entry),
    values: { name, type: formatAuditValue('type', entry.changes.type?.after, words, 'bracket'), count: teams.length, seeds: teams.join(', ') },
    said: ['type', 'seeds'],
  };
};

/** A blackout date: no games that day at one location, or anywhere in the club. */
const blackout: Teller = (entry, words) => {
  const side = entry.action === 'delete' ? 'before' : 'after';
  const date = entry.changes.date?.[side];
  const location = entry.changes.location?.[side];
  if (entry.action === 'update' || typeof date !== 'string') return generic(entry, words);
  if (typeof location !== 'string') return { id: sentenceId(entry, `${entry.action}Club`), values: { date: formatDateOnly(date) }, said: ['date', 'location'] };
  return { id: sentenceId(entry), values: { date: formatDateOnly(date), location }, said: ['date', 'location'] };
};

/** A team's or league's calendar address: the API keeps only a note that it changed, which the sentence says. */
const calendarFeed: Teller = (entry, words) => (entry.action === 'delete' ? generic(entry, words) : { id: sentenceId(entry), said: ['address'] });

/** The club's public site: its draft edited, published (the publish is the change of its version), a publish scheduled or cancelled. */
const site: Teller = (entry, words): Telling => {
  const version = entry.changes.version?.after;
  if (typeof version === 'number') return { id: 'audit.sentence.site.publish', values: { version }, said: ['version'] };
  if (!has(entry.changes, 'scheduled_publish_at')) return { id: sentenceId(entry) };
  const when = entry.changes.scheduled_publish_at?.after;
  return typeof when === 'string'
    ? { id: 'audit.sentence.site.schedule', values: { when: words.instant(when) }, said: ['scheduled_publish_at'] }
    : { id: 'audit.sentence.site.unschedule', said: ['scheduled_publish_at'] };
};

/** The club's Stripe account: connected, disconnected, or its state as Stripe now tells it ('Restricted'). */
const stripeAccount: Teller = (entry, words) => {
  const state = entry.changes.state?.after;
  if (entry.action === 'update' && typeof state === 'string' && (CONNECT_STATES as readonly string[]).includes(state))
    return { id: sentenceId(entry, 'state'), values: { state: words.say(`connect.state.${state}` as MessageId) }, said: ['state'] };
  return { id: sentenceId(entry), said: ['state'] };
};

/**
 * A money movement (the ledger): what it was for in the reader's language (the API's label and description are
 * English) and its amount once, as money; its kind and method among the lines, by their labels.
 */
const payment: Teller = (entry, words) => {
  const side = entry.action === 'delete' ? 'before' : 'after';
  const amount = entry.changes.amount_cents?.[side];
  const description = entry.changes.description?.[side];
  if (entry.action !== 'create' || typeof amount !== 'number') return { id: sentenceId(entry) };
  const name = typeof description === 'string' ? ledgerEntryWhat(words.say, ledgerTextOf(description)) : entry.entity_label;
  return { id: sentenceId(entry), values: { name, amount: formatAuditValue('amount_cents', amount, words, 'payment') }, said: ['amount_cents', 'description'] };
};

/** The club's registration waiver: added, changed or removed; the sentence says its version (its hash is for the record). */
const waiver: Teller = (entry) => {
  const version = entry.changes.version?.[entry.action === 'delete' ? 'before' : 'after'];
  return { id: sentenceId(entry), values: { version: typeof version === 'number' ? version : EMPTY_VALUE }, said: ['version', 'sha256'] };
};

const TELLERS: Record<AuditEntry['entity_type'], Teller> = {
  location: archivable,
  question: archivable,
  league,
  team,
  registration,
  player: byAction,
  game,
  schedule,
  bracket,
  blackout,
  calendar_feed: calendarFeed,
  site,
  stripe_account: stripeAccount,
  payment,
  waiver,
  product: byAction,
};

/**
 * What an entry tells: a sentence with the teams named, home first ('Result entered: Lions 5–2 Tigers'),
 * stored values by their labels, then the changed fields the sentence does not say (empty lists as 'none').
 */
export function describeEntry(entry: AuditEntry, words: ChangeWords): EntryStory {
  const telling = TELLERS[entry.entity_type](entry, words);
  const said = new Set(telling.said ?? []);
  const changes = Object.fromEntries(Object.entries(telling.changes ?? entry.changes).filter(([field]) => !said.has(field)));
  return {
    sentence: { id: telling.id, values: { name: entry.entity_label, ...telling.values } },
    lines: changeLines(entry.action, changes, words, entry.entity_type),
  };
}
