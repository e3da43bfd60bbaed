import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../../i18n/locales/en';
import fr from '../../../i18n/locales/fr';
import { noteQuestion, Q_NOTE, Q_SHIRT, shirtQuestion } from '../../../testing/fixtures';
import { RequiredAnswersAlert } from './RequiredAnswersAlert';

afterEach(cleanup);

const ANN = '01JAAAAAAAAAAAAAAAAAAAAAP1';
const questions = [shirtQuestion, noteQuestion];

describe('RequiredAnswersAlert', () => {
  it('names the unanswered questions, and whose for a roster, in the reader’s language', () => {
    render(
      <IntlProvider locale="fr" messages={fr}>
        <RequiredAnswersAlert
          unanswered={[
            { playerId: ANN, questionId: Q_SHIRT },
            { playerId: ANN, questionId: Q_NOTE },
          ]}
          questions={questions}
          nameOf={() => 'Ann Lee'}
        />
      </IntlProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Ann Lee n’a pas répondu à « Shirt size » et « Anything we should know? ».');
  });

  it('asks a single registrant for the questions, and says when the league asks one this form does not show', () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <RequiredAnswersAlert
          unanswered={[
            { playerId: null, questionId: Q_SHIRT },
            { playerId: null, questionId: '01JAAAAAAAAAAAAAAAAAAAAAQ9' },
          ]}
          questions={questions}
        />
      </IntlProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Answer the required question “Shirt size”.The league now requires answers this form does not show: close it and open it again.',
    );
  });
});
