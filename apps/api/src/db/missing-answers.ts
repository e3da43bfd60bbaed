import { sql, type SQL } from 'drizzle-orm';
import { qualified } from './qualified-column.js';
import { leagueQuestions, registrationAnswers, registrations } from './schema.js';

/**
 * True for the outer query's registration when a question its league requires has no answer: the
 * domain's missingRequiredAnswers, in SQL, for the registrations list's filter and the league's count.
 */
export const lacksRequiredAnswer: SQL = sql`exists (
  select 1 from ${leagueQuestions}
  where ${qualified(leagueQuestions.leagueId)} = ${qualified(registrations.leagueId)}
    and ${qualified(leagueQuestions.required)}
    and not exists (
      select 1 from ${registrationAnswers}
      where ${qualified(registrationAnswers.registrationId)} = ${qualified(registrations.id)}
        and ${qualified(registrationAnswers.questionId)} = ${qualified(leagueQuestions.questionId)}
        and btrim(${qualified(registrationAnswers.value)}) <> ''
    )
)`;
