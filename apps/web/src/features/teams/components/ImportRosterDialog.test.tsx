import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROSTER_CSV_COLUMNS } from '@matchday/domain';
import { installFakeApi, route, type FakeRoute } from '../../../testing/fake-api';
import { LEAGUE_ID, shirtQuestion } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import { ImportRosterDialog } from './ImportRosterDialog';

const HEADER = ROSTER_CSV_COLUMNS.join(',');
const IMPORT_PATH = `/club2/leagues/${LEAGUE_ID}/import`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openDialog(onClose = vi.fn(), ...routes: FakeRoute[]) {
  return openDialogAsking([], onClose, ...routes);
}

function openDialogAsking(questions: (typeof shirtQuestion)[], onClose = vi.fn(), ...routes: FakeRoute[]) {
  const calls = installFakeApi(routes);
  renderInClub(<ImportRosterDialog slug="club2" league={{ id: LEAGUE_ID, name: 'Monday Volleyball', questions }} open onClose={onClose} />);
  return { calls, dialog: screen.getByRole('dialog'), onClose };
}

function chooseFile(dialog: HTMLElement, text: string) {
  const input = within(dialog).getByLabelText('Choose CSV file') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], 'roster.csv', { type: 'text/csv' })] } });
}

describe('ImportRosterDialog', { timeout: 20_000 }, () => {
  it('shows the expected columns and reports bad lines found before sending anything', async () => {
    const { calls, dialog } = openDialog();
    for (const column of ROSTER_CSV_COLUMNS) expect(within(dialog).getByText(column)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    chooseFile(dialog, `${HEADER}\nHawks,yes,Ann,Lee,ann@example.com,,paid\nHawks,no,,Ray,bo@example,,\n`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Nothing was imported')).toBeTruthy();
    const report = within(dialog).getByRole('table', { name: 'Lines refused' });
    const rows = within(report).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('3')).toBeTruthy();
    // Sentences naming the column, never the validator's "first_name: Required".
    expect(within(rows[1] as HTMLElement).getByText('First name is required.')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Email: Must be a valid email address')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('lists the lines the server refused, in line order, with the file-level errors', async () => {
    const { calls, dialog } = openDialog(
      vi.fn(),
      route('POST', IMPORT_PATH, {
        status: 400,
        body: {
          message: 'Some rows cannot be imported',
          code: 'validation_error',
          errors: {
            'rows.3.email': ['bo@example.com is already registered in this league'],
            'rows.2.team': ['Hawks would have 11 players; a team has at most 10 in this league'],
            file: ['More teams than the league has room for'],
          },
          messages: {
            'rows.3.email': [{ id: 'alreadyRegistered', values: { email: 'bo@example.com' } }],
            'rows.2.team': [{ id: 'teamOverRosterMax', values: { team: 'Hawks', size: 11, max: 10 } }],
            file: [null],
          },
        },
      }),
    );
    chooseFile(dialog, `${HEADER}\nHawks,yes,Ann,Lee,ann@example.com,,paid\nHawks,no,Bo,Ray,bo@example.com,,\n`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('More teams than the league has room for')).toBeTruthy();
    const lines = within(within(dialog).getByRole('table', { name: 'Lines refused' }))
      .getAllByRole('row')
      .slice(1);
    expect(lines.map((row) => row.textContent)).toEqual([
      '2Team: Hawks would have 11 players; a team has at most 10 in this league',
      '3Email: bo@example.com is already registered in this league',
    ]);
    expect(calls[0]?.body).toEqual({ csv: `${HEADER}\nHawks,yes,Ann,Lee,ann@example.com,,paid\nHawks,no,Bo,Ray,bo@example.com,,\n` });
  });

  it('asks for a column per question and says in words which answers are wrong, before sending and as the server refuses them', async () => {
    const { calls, dialog } = openDialogAsking(
      [shirtQuestion],
      vi.fn(),
      route('POST', IMPORT_PATH, {
        status: 422,
        body: {
          message: 'Nothing was imported',
          code: 'answers_required',
          errors: { [`rows.2.answers.${shirtQuestion.question_id}`]: ['Required'] },
          messages: { [`rows.2.answers.${shirtQuestion.question_id}`]: [{ id: 'required' }] },
        },
      }),
    );
    expect(within(dialog).getByText('Shirt size')).toBeTruthy();
    expect(within(dialog).getByText('The answer to this registration question; required. One of: S, M, or L.')).toBeTruthy();
    chooseFile(dialog, `${HEADER},Shirt size\nHawks,yes,Ann,Lee,ann@example.com,,paid,XL\n`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('“Shirt size” must be one of S, M, or L.')).toBeTruthy();
    chooseFile(dialog, `${HEADER}\nHawks,yes,Ann,Lee,ann@example.com,,paid\n`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('The file has no “Shirt size” column: this league requires an answer to it.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    // The league came to require the shirt size after the file was checked here: the server reports the line.
    chooseFile(dialog, `${HEADER},Shirt size\nHawks,yes,Ann,Lee,ann@example.com,,paid,M\n`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('“Shirt size” needs an answer.')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('closes with a summary once everything is imported', async () => {
    const { dialog, onClose } = openDialog(
      vi.fn(),
      route('POST', IMPORT_PATH, { body: { rows: 2, teams_created: 1, players_created: 2, registrations_created: 2 } }),
    );
    chooseFile(dialog, `${HEADER}\nHawks,yes,Ann,Lee,ann@example.com,,paid\n,no,Bo,Ray,bo@example.com,,\n`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 2 lines: 1 new team, 2 new players, 2 registrations.')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
