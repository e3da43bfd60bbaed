import { fieldMessage, type LeagueQuestion } from '@matchday/domain';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import fr from '../../../i18n/locales/fr';
import { useImportReasonText } from './use-import-reason-text';

const inFrench = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="fr" messages={fr}>
    {children}
  </IntlProvider>
);
const questions: LeagueQuestion[] = [];

describe('useImportReasonText', () => {
  it('says a line’s problems as sentences in the reader’s language, naming the column by its label', () => {
    const { result } = renderHook(() => useImportReasonText(questions), { wrapper: inFrench });
    const textOf = result.current;
    expect(textOf({ column: 'last_name', message: fieldMessage('required') })).toBe('Nom est obligatoire.');
    expect(textOf({ column: 'payment_status', message: fieldMessage('oneOfValues', { values: 'unpaid, paid, refunded, waived' }) })).toBe(
      'Statut de paiement : Doit être l’une des valeurs : unpaid, paid, refunded, waived',
    );
    expect(textOf({ column: 'captain', message: fieldMessage('teamHasCaptain', { team: 'Hawks' }) })).toBe('Capitaine : Hawks a déjà un capitaine');
    expect(textOf(fieldMessage('noRows'))).toBe('Le fichier ne contient aucune ligne');
  });
});
