import type { AuditAction, AuditEntity, AuditEntry } from '@matchday/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en';
import fr from '../../i18n/locales/fr';
import ro from '../../i18n/locales/ro';
import zh from '../../i18n/locales/zh';
import type { ChangeLine } from './audit-changes';
import { describeEntry } from './entry-story';
import { changeWordsFor } from './use-change-words';

const ID = '01JAAAAAAAAAAAAAAAAAAAAAA1';
const intlOf = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages });
const english = intlOf('en', en);
const words = changeWordsFor(english, { sportLabel: (sport) => (sport === 'soccer' ? 'Soccer' : sport), areasPlural: 'Fields', timezone: 'America/New_York' });

type Changes = AuditEntry['changes'];
const entry = (entity_type: AuditEntity, action: AuditAction, entity_label: string, changes: Changes): AuditEntry => ({
  id: ID,
  action,
  entity_type,
  entity_id: ID,
  entity_label,
  league_id: ID,
  actor: { id: ID, name: 'Sam Rivera' },
  changes,
  created_at: '2026-09-12T20:00:00.000Z',
});
const created = (fields: Record<string, unknown>): Changes =>
  Object.fromEntries(Object.entries(fields).map(([field, after]) => [field, { before: null, after }]));
const deleted = (fields: Record<string, unknown>): Changes =>
  Object.fromEntries(Object.entries(fields).map(([field, before]) => [field, { before, after: null }]));

const lineText = (line: ChangeLine): string => {
  const values = [line.before, line.after].filter((value) => value !== null);
  return `${line.label}: ${values.join(' → ')}`;
};

/** The entry as the History shows it: its sentence, then 'Field: before → after' for each line. */
function told(item: AuditEntry, intl = english, wordsOf = words) {
  const story = describeEntry(item, wordsOf);
  return { sentence: intl.formatMessage({ id: story.sentence.id }, story.sentence.values), lines: story.lines.map(lineText) };
}

const lions = { id: ID, name: 'Lions' };
const tigers = { id: '01JAAAAAAAAAAAAAAAAAAAAAA2', name: 'Tigers' };
const fiveTwo = { home_team: 'Lions', away_team: 'Tigers', scores: [{ away_points: 2, home_points: 5 }], home_points: 1, away_points: 0, winner: 'home' };

describe('a game result reads "Lions 5–2 Tigers": home first, whatever order the stored points are in', () => {
  it('entered, corrected and cleared', () => {
    expect(told(entry('game', 'update', 'Lions v Tigers', { result: { before: null, after: fiveTwo } }))).toEqual({
      sentence: 'Result entered: Lions 5–2 Tigers',
      lines: [],
    });
    const twoFive = { ...fiveTwo, scores: [{ home_points: 2, away_points: 5 }], winner: 'away' };
    expect(told(entry('game', 'update', 'Lions v Tigers', { result: { before: fiveTwo, after: twoFive } })).sentence).toBe(
      'Result corrected from Lions 5–2 Tigers to Lions 2–5 Tigers',
    );
    expect(told(entry('game', 'update', 'Lions v Tigers', { result: { before: twoFive, after: null } })).sentence).toBe(
      'Result cleared (it was Lions 2–5 Tigers)',
    );
  });

  it('a match of several games gives the games won, then each game', () => {
    const match = {
      ...fiveTwo,
      scores: [
        { home_points: 25, away_points: 20 },
        { home_points: 18, away_points: 25 },
        { home_points: 15, away_points: 10 },
      ],
      home_points: 2,
      away_points: 1,
    };
    expect(told(entry('game', 'update', 'Lions v Tigers', { result: { before: null, after: match } })).sentence).toBe(
      'Result entered: Lions 2–1 Tigers (25–20, 18–25, 15–10)',
    );
  });

  it('older entries (loose scores and winner) name the teams from the label, and never show the winner as "home"', () => {
    const legacy = {
      scores: { before: [], after: [{ away_points: 2, home_points: 5 }] },
      home_points: { before: null, after: 1 },
      away_points: { before: null, after: 0 },
      winner: { before: '', after: 'home' },
    };
    expect(told(entry('game', 'update', 'Lions v Tigers', legacy))).toEqual({ sentence: 'Result entered: Lions 5–2 Tigers', lines: [] });
    // A playoff game's label names no team: the sides are said as such.
    expect(told(entry('game', 'update', 'Playoff game 3', legacy)).sentence).toBe('Result entered: Home team 5–2 Away team');
    // A re-derived playoff game names its teams when they change.
    const rerouted = { ...legacy, away_team: { before: null, after: tigers }, home_team: { before: null, after: lions } };
    expect(told(entry('game', 'update', 'Playoff game 3', rerouted)).sentence).toBe('Result entered: Lions 5–2 Tigers');
  });

  it('a playoff game whose result is cleared as the bracket re-routes says who had played, and who plays now', () => {
    const cleared = entry('game', 'update', 'Playoff game 3', {
      away_team: { before: tigers, after: { id: ID, name: 'Bears' } },
      result: { before: fiveTwo, after: null },
    });
    expect(told(cleared)).toEqual({ sentence: 'Result cleared (it was Lions 5–2 Tigers)', lines: ['Away team: Tigers → Bears'] });
  });
});

describe('a game changed otherwise', () => {
  it('cancelled and back on the schedule, by its teams; a playoff game by its number in the user’s language', () => {
    expect(told(entry('game', 'update', 'Lions v Tigers', { is_active: { before: true, after: false } }))).toEqual({
      sentence: 'Game Lions v Tigers cancelled',
      lines: [],
    });
    expect(told(entry('game', 'update', 'Playoff game 3', { is_active: { before: false, after: true } })).sentence).toBe(
      'Game Playoff game 3 back on the schedule',
    );
    const french = changeWordsFor(intlOf('fr', fr), { sportLabel: (sport) => sport, areasPlural: 'Terrains', timezone: 'Europe/Paris' });
    expect(told(entry('game', 'update', 'Playoff game 3', { is_active: { before: true, after: false } }), intlOf('fr', fr), french).sentence).toBe(
      'Match Match des séries 3 annulé',
    );
  });

  it('moved: where and when, dates MM-DD-YYYY', () => {
    const moved = entry('game', 'update', 'Lions v Tigers', {
      date: { before: '2026-09-12', after: '2026-09-19' },
      court: { before: 'Field 1', after: 'Field 2' },
    });
    expect(told(moved)).toEqual({ sentence: 'Game Lions v Tigers moved', lines: ['Date: 09-12-2026 → 09-19-2026', 'Playing area: Field 1 → Field 2'] });
  });

  it('teams set on a playoff game', () => {
    expect(told(entry('game', 'update', 'Playoff game 5', { home_team: { before: null, after: lions } }))).toEqual({
      sentence: 'Game Playoff game 5 changed',
      lines: ['Home team: — → Lions'],
    });
  });
});

describe('a playoff bracket', () => {
  const bracket = { type: 'single-elimination', grand_final_reset: false, seeds: [lions, tigers], games: 1, unplaced: [], seeded_with_unplayed_games: 3 };

  it('created: its type by label and its seeds by name, in order; an empty list says none', () => {
    expect(told(entry('bracket', 'create', 'Playoff bracket', created(bracket)))).toEqual({
      sentence: 'Playoff bracket created: Single Elimination, 2 teams seeded: Lions, Tigers',
      lines: ['Grand final reset: No', 'Games: 1', 'Games without a court: none', 'Seeded with regular-season games unplayed: 3'],
    });
  });

  it('changed and deleted, with the games it could not place', () => {
    expect(told(entry('bracket', 'update', 'Playoff bracket', { unplaced: { before: [], after: [3, 4] } }))).toEqual({
      sentence: 'Playoff bracket changed',
      lines: ['Games without a court: none → 3, 4'],
    });
    expect(told(entry('bracket', 'delete', 'Playoff bracket', deleted({ type: 'double-elimination' })))).toEqual({
      sentence: 'Playoff bracket deleted',
      lines: ['Type: Double Elimination'],
    });
  });
});

describe('the schedule', () => {
  const generation = { created: 12, removed: 0, kept: 0, mode: 'new', format: 'double', start_date: '2026-09-01', end_date: '2026-11-30' };

  it('generated or re-planned, all in one sentence', () => {
    expect(told(entry('schedule', 'create', 'Sunday Soccer 7v7', created(generation)))).toEqual({
      sentence: 'Schedule of Sunday Soccer 7v7 generated from 09-01-2026 to 11-30-2026, double round robin: 12 games created, 0 removed, 0 kept',
      lines: [],
    });
    expect(
      told(entry('schedule', 'create', 'Sunday Soccer 7v7', created({ ...generation, mode: 'replan', format: 'single', created: 1, removed: 3, kept: 9 })))
        .sentence,
    ).toBe('Schedule of Sunday Soccer 7v7 re-planned from 09-01-2026 to 11-30-2026, single round robin: 1 game placed, 3 removed, 9 kept');
  });
});

describe('a blackout date', () => {
  it('at a location or club-wide, added and removed, with its reason', () => {
    expect(
      told(
        entry('blackout', 'create', '2026-10-10 · Riverside Park', created({ date: '2026-10-10', location: 'Riverside Park', reason: 'Field maintenance' })),
      ),
    ).toEqual({
      sentence: 'No games at Riverside Park on 10-10-2026',
      lines: ['Reason: Field maintenance'],
    });
    expect(told(entry('blackout', 'create', '2026-11-26', created({ date: '2026-11-26', location: null, reason: null }))).sentence).toBe(
      'No games anywhere in the club on 11-26-2026',
    );
    expect(
      told(entry('blackout', 'delete', '2026-10-10 · Riverside Park', deleted({ date: '2026-10-10', location: 'Riverside Park', reason: null }))).sentence,
    ).toBe('Games allowed again at Riverside Park on 10-10-2026');
    expect(told(entry('blackout', 'delete', '2026-11-26', deleted({ date: '2026-11-26', location: null, reason: null }))).sentence).toBe(
      'Games allowed again everywhere on 11-26-2026',
    );
  });
});

describe('a calendar feed', () => {
  it('created and replaced, without the API’s note', () => {
    expect(told(entry('calendar_feed', 'create', 'Lions — Sunday Soccer 7v7', created({ address: 'new address' })))).toEqual({
      sentence: 'Calendar address created for Lions — Sunday Soccer 7v7',
      lines: [],
    });
    expect(told(entry('calendar_feed', 'update', 'Sunday Soccer 7v7', { address: { before: 'previous address (stopped)', after: 'new address' } }))).toEqual({
      sentence: 'Calendar address of Sunday Soccer 7v7 replaced: the previous one stopped working',
      lines: [],
    });
  });
});

describe('the club’s site', () => {
  it('published as a version, or its draft edited with the fields that changed', () => {
    expect(told(entry('site', 'update', 'Matchday FC', { version: { before: 1, after: 2 } }))).toEqual({ sentence: 'Site published (version 2)', lines: [] });
    const edited = told(entry('site', 'update', 'Matchday FC', { about: { before: '', after: '<p>Hi</p>' } }));
    expect(edited.sentence).toBe('Site draft edited');
    expect(edited.lines).toHaveLength(1);
    expect(edited.lines[0]).toMatch(/^About: /);
  });

  it('tells a scheduled publish with its time in the club’s timezone, and its cancelling', () => {
    const scheduled = told(entry('site', 'update', 'Matchday FC', { scheduled_publish_at: { before: null, after: '2026-11-27T18:00:00.000Z' } }));
    expect(scheduled).toEqual({ sentence: 'Site publish scheduled for Nov 27, 2026, 1:00 PM EST', lines: [] });
    const cancelled = told(entry('site', 'update', 'Matchday FC', { scheduled_publish_at: { before: '2026-11-27T18:00:00.000Z', after: null } }));
    expect(cancelled).toEqual({ sentence: 'Scheduled site publish cancelled', lines: [] });
  });
});

describe('a league', () => {
  it('created, changed and deleted, its values by their labels', () => {
    expect(
      told(
        entry(
          'league',
          'create',
          'Sunday Soccer 7v7',
          created({ sport: 'soccer', payment_mode: 'captains_pay', location_ids: [], bracket_type: 'single-elimination' }),
        ),
      ),
    ).toEqual({
      sentence: 'League Sunday Soccer 7v7 created',
      lines: ['Sport: Soccer', 'Payment mode: Captains Responsible for Payment', 'Locations: none', 'Bracket type: Single Elimination'],
    });
    expect(told(entry('league', 'update', 'Sunday Soccer 7v7', { team_fee_cents: { before: 10_000, after: 12_500 } }))).toEqual({
      sentence: 'League Sunday Soccer 7v7 changed',
      lines: ['Team fee: $100.00 → $125.00'],
    });
    expect(told(entry('league', 'delete', 'Sunday Soccer 7v7', deleted({ registration_type: 'teams_only' })))).toEqual({
      sentence: 'League Sunday Soccer 7v7 deleted',
      lines: ['Registration type: Teams Only'],
    });
  });

  it('a new status, in a sentence', () => {
    expect(told(entry('league', 'update', 'Sunday Soccer 7v7', { status: { before: 'registration_closed', after: 'in_season' } }))).toEqual({
      sentence: 'League Sunday Soccer 7v7 is now In Season',
      lines: [],
    });
  });

  it('new standings rules, each rule by the name its form gives it', () => {
    const rules = { games_per_match: 1, game_minutes: 60, points_for_win: 3, points_for_draw: 1, points_for_loss: 0, tiebreakers: ['head_to_head', 'wins'] };
    const changed = entry('league', 'update', 'Sunday Soccer 7v7', {
      rules: { before: rules, after: { ...rules, games_per_match: 3, tiebreakers: ['point_differential'] } },
    });
    expect(told(changed)).toEqual({
      sentence: 'Standings rules of Sunday Soccer 7v7 changed',
      lines: ['Games per match: 1 → 3', 'Tiebreakers, in order: Head-to-head, Wins → Point differential'],
    });
  });
});

describe('a team', () => {
  it('created with its captain, renamed, deleted', () => {
    const captain = { id: ID, first_name: 'Isabella', last_name: 'Reyes' };
    expect(told(entry('team', 'create', 'Lions', created({ id: ID, league_id: ID, name: 'Lions', captain })))).toEqual({
      sentence: 'Team Lions created',
      lines: ['Name: Lions', 'Captain: Isabella Reyes'],
    });
    expect(told(entry('team', 'update', 'Jaguars', { name: { before: 'Lions', after: 'Jaguars' }, captain: { before: captain, after: null } }))).toEqual({
      sentence: 'Team Lions renamed Jaguars',
      lines: ['Captain: Isabella Reyes → —'],
    });
    expect(told(entry('team', 'update', 'Lions', { captain: { before: null, after: captain } })).sentence).toBe('Team Lions changed');
    expect(told(entry('team', 'delete', 'Lions', deleted({ name: 'Lions' }))).sentence).toBe('Team Lions deleted');
  });
});

describe('a registration', () => {
  const player = { id: ID, first_name: 'Quinn', last_name: 'Harbour', email: 'quinn@example.com', phone: null };

  it('on a team or as a free agent', () => {
    expect(
      told(
        entry(
          'registration',
          'create',
          'Quinn Harbour',
          created({ id: ID, player, team_id: ID, team: lions, is_captain: false, payment_status: 'unpaid', answers: [] }),
        ),
      ),
    ).toEqual({
      sentence: 'Quinn Harbour registered with Lions',
      lines: ['Captain: No', 'Payment status: Unpaid', 'Answers: none'],
    });
    expect(told(entry('registration', 'create', 'Quinn Harbour', created({ player, team_id: null, team: null }))).sentence).toBe(
      'Quinn Harbour registered as a free agent',
    );
  });

  it('placed, moved, released to the free agents, changed, removed', () => {
    const move = (before: unknown, after: unknown) =>
      told(entry('registration', 'update', 'Quinn Harbour', { team: { before, after }, team_id: { before: null, after: ID } })).sentence;
    expect(move(null, lions)).toBe('Quinn Harbour placed on Lions');
    expect(move(lions, tigers)).toBe('Quinn Harbour moved from Lions to Tigers');
    expect(move(tigers, null)).toBe('Quinn Harbour moved from Tigers to the free agents');
    expect(told(entry('registration', 'update', 'Quinn Harbour', { payment_status: { before: 'unpaid', after: 'paid' } }))).toEqual({
      sentence: 'Registration of Quinn Harbour changed',
      lines: ['Payment status: Unpaid → Paid'],
    });
    expect(told(entry('registration', 'delete', 'Quinn Harbour', deleted({ player, team: lions })))).toEqual({
      sentence: 'Registration of Quinn Harbour removed',
      lines: ['Team: Lions'],
    });
  });
});

describe('a player', () => {
  it('added, changed, deleted', () => {
    expect(told(entry('player', 'create', 'Quinn Harbour', created({ first_name: 'Quinn', gender: 'non_binary' })))).toEqual({
      sentence: 'Player Quinn Harbour added',
      lines: ['First name: Quinn', 'Gender: Non-binary'],
    });
    expect(told(entry('player', 'update', 'Quinn Harbour', { phone: { before: null, after: '212-555-0100' } }))).toEqual({
      sentence: 'Player Quinn Harbour changed',
      lines: ['Phone: — → 212-555-0100'],
    });
    expect(told(entry('player', 'delete', 'Quinn Harbour', deleted({ email: 'quinn@example.com' }))).sentence).toBe('Player Quinn Harbour deleted');
  });
});

describe('a location and a question', () => {
  it('created, changed, archived, restored, deleted', () => {
    const areas = [
      { name: 'Field 1', archived: false },
      { name: 'Field 2', archived: true },
    ];
    expect(told(entry('location', 'create', 'Riverside Park', created({ name: 'Riverside Park', playing_areas: areas })))).toEqual({
      sentence: 'Location Riverside Park created',
      lines: ['Name: Riverside Park', 'Fields: Field 1, Field 2 (Archived)'],
    });
    expect(told(entry('location', 'update', 'Riverside Park', { notes: { before: null, after: 'Side door' } }))).toEqual({
      sentence: 'Location Riverside Park changed',
      lines: ['Notes: — → Side door'],
    });
    expect(told(entry('location', 'update', 'Riverside Park', { archived: { before: false, after: true } }))).toEqual({
      sentence: 'Location Riverside Park archived',
      lines: [],
    });
    expect(told(entry('location', 'update', 'Riverside Park', { archived: { before: true, after: false } })).sentence).toBe('Location Riverside Park restored');
    expect(told(entry('location', 'delete', 'Riverside Park', deleted({ name: 'Riverside Park' }))).sentence).toBe('Location Riverside Park deleted');

    expect(told(entry('question', 'create', 'T-shirt size', created({ type: 'mcq', options: [] })))).toEqual({
      sentence: 'Question T-shirt size created',
      lines: ['Type: Multiple Choice', 'Options: none'],
    });
    expect(told(entry('question', 'update', 'T-shirt size', { required: { before: false, after: true } })).sentence).toBe('Question T-shirt size changed');
    expect(told(entry('question', 'update', 'T-shirt size', { archived: { before: false, after: true } })).sentence).toBe('Question T-shirt size archived');
    expect(told(entry('question', 'update', 'T-shirt size', { archived: { before: true, after: false } })).sentence).toBe('Question T-shirt size restored');
    expect(told(entry('question', 'delete', 'T-shirt size', deleted({ label: 'T-shirt size' }))).sentence).toBe('Question T-shirt size deleted');
  });
});

describe('an entry no sentence of its kind tells', () => {
  it('still reads: what, which and what was done', () => {
    expect(told(entry('game', 'delete', 'Lions v Tigers', {})).sentence).toBe('Game Lions v Tigers: Deleted');
  });
});

describe('the Stripe account and money', () => {
  it('tells the account connected, its new state, and disconnected', () => {
    expect(
      told(entry('stripe_account', 'create', 'acct_1', created({ account_id: 'acct_1', state: 'onboarding_incomplete', charges_enabled: false }))).sentence,
    ).toBe('Stripe account acct_1 connected');
    const restricted = told(
      entry('stripe_account', 'update', 'acct_1', {
        state: { before: 'active', after: 'restricted' },
        charges_enabled: { before: true, after: false },
        current_deadline: { before: null, after: '2026-09-20T19:00:00.000Z' },
      }),
    );
    expect(restricted.sentence).toBe('Stripe account acct_1: Restricted');
    expect(restricted.lines).toEqual(['Payments: Yes → No', 'Deadline: — → Sep 20, 2026, 3:00 PM EDT']);
    expect(told(entry('stripe_account', 'delete', 'acct_1', deleted({ account_id: 'acct_1' }))).sentence).toBe('Stripe account acct_1 disconnected');
  });

  // As the API logs it: an English label with the amount, and the entry's fields.
  const check = entry(
    'payment',
    'create',
    'Check payment — Monday Sixes (check #12): $40.00',
    created({ kind: 'payment', method: 'check', amount_cents: 4_000, description: 'Check payment — Monday Sixes (check #12)', fee_borne_by: null }),
  );
  const writeOff = entry(
    'payment',
    'create',
    'Waiver — Monday Sixes: $25.00',
    created({ kind: 'waiver', method: null, amount_cents: 2_500, description: 'Waiver — Monday Sixes', fee_borne_by: null }),
  );
  const wordsIn = (intl: ReturnType<typeof intlOf>) =>
    changeWordsFor(intl, { sportLabel: (sport) => sport, areasPlural: 'Fields', timezone: 'America/New_York' });

  it.each([
    ['en', en, 'Money recorded: Check payment (check #12), $40.00', ['Kind: Payment', 'Method: Check'], 'Money recorded: Write-off, $25.00', 'Kind: Write-off'],
    [
      'fr',
      fr,
      'Montant enregistré : Paiement par chèque (check #12), $40.00',
      ['Type: Paiement', 'Moyen: Chèque'],
      'Montant enregistré : Exonération, $25.00',
      'Type: Exonération',
    ],
    ['ro', ro, 'Sumă înregistrată: Plată cu cec (check #12), $40.00', ['Tip: Plată', 'Metodă: Cec'], 'Sumă înregistrată: Scutire, $25.00', 'Tip: Scutire'],
    ['zh', zh, '已记录款项：支票付款（check #12），$40.00', ['类型: 付款', '方式: 支票'], '已记录款项：减免，$25.00', '类型: 减免'],
  ] as const)(
    'tells a money movement in %s: what it was for, its amount once, its kind and method by their labels',
    (locale, messages, sentence, lines, writeOffSentence, writeOffKind) => {
      const intl = intlOf(locale, messages);
      expect(told(check, intl, wordsIn(intl))).toEqual({ sentence, lines });
      expect(told(writeOff, intl, wordsIn(intl))).toEqual({ sentence: writeOffSentence, lines: [writeOffKind] });
    },
  );
});
