import { rosterCsvHeader, toCsv, type RosterQuestion } from '@matchday/domain';

/** The league name as a file-name part: lower case ASCII words joined by dashes. */
export function slugifyName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The export's file name, as the API names it: roster-<league name slugified>.csv. */
export const rosterFileName = (leagueName: string): string => `roster-${slugifyName(leagueName) || 'league'}.csv`;

export const ROSTER_TEMPLATE_FILE_NAME = 'roster-template.csv';

/** An empty roster CSV: just the header row an import into this league expects, its questions' columns included. */
export const rosterTemplateCsv = (questions: readonly Pick<RosterQuestion, 'label'>[]): string => toCsv([rosterCsvHeader(questions)]);
