import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en';
import { QuestionPreview, type PreviewQuestion } from './QuestionPreview';

const renderPreview = (question: PreviewQuestion) =>
  render(
    <IntlProvider locale="en" messages={en}>
      <QuestionPreview question={question} />
    </IntlProvider>,
  );

afterEach(cleanup);

describe('QuestionPreview', () => {
  it('shows multiple choice as a required radio group with its help text', () => {
    const { container } = renderPreview({ label: 'Shirt size', type: 'mcq', options: ['Small', 'Medium', ''], required: true, help_text: 'Unisex sizes' });
    const group = screen.getByRole('radiogroup', { name: /Shirt size/ });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Small', 'Medium', 'Option 3']);
    expect(container.querySelector('.MuiFormLabel-asterisk')).not.toBeNull();
    expect(screen.getByText('Unisex sizes')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Medium'));
    expect((screen.getByLabelText('Medium') as HTMLInputElement).checked).toBe(true);
  });

  it('shows a text field as one line, without asterisk when optional', () => {
    const { container } = renderPreview({ label: 'Emergency contact', type: 'text', options: [], required: false, help_text: null });
    const field = screen.getByLabelText('Emergency contact');
    expect(field.tagName).toBe('INPUT');
    expect(container.querySelector('.MuiFormLabel-asterisk')).toBeNull();
  });

  it('shows a text area as several lines, and a placeholder label while the label is blank', () => {
    renderPreview({ label: '  ', type: 'textarea', options: [], required: true, help_text: '  ' });
    const field = screen.getByLabelText(/Your question/);
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.getAttribute('required')).not.toBeNull();
  });
});
