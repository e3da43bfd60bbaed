import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../../i18n/locales/en';
import { DialogForm } from './DialogForm';
import { FormDialog } from './FormDialog';

// jsdom has no matchMedia; the dialog asks it whether the screen is a phone.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(cleanup);

/** A one-field form; `tellsDirty` false leaves the dialog to notice the typing on its own. */
function NameForm({ onClose, tellsDirty = true }: { onClose: () => void; tellsDirty?: boolean }) {
  const [name, setName] = useState('');
  return (
    <DialogForm
      title="Rename"
      onSubmit={(event) => event.preventDefault()}
      onCancel={onClose}
      submitLabel="Rename"
      pending={false}
      dirty={tellsDirty ? name !== '' : undefined}
    >
      <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />
    </DialogForm>
  );
}

function open(options: { tellsDirty?: boolean } = {}) {
  const onClose = vi.fn();
  render(
    <IntlProvider locale="en" messages={en}>
      <ThemeProvider theme={createTheme()}>
        <FormDialog open onClose={onClose}>
          <NameForm onClose={onClose} {...options} />
        </FormDialog>
      </ThemeProvider>
    </IntlProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Rename' });
  const field = within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
  return { onClose, dialog, field };
}

const pressEscape = (element: HTMLElement) => fireEvent.keyDown(element, { key: 'Escape', code: 'Escape' });
/** A click on the dimmed area around the dialog (MUI closes on a press and release there). */
function clickOutside(dialog: HTMLElement) {
  const container = dialog.closest('.MuiDialog-container') as HTMLElement;
  fireEvent.mouseDown(container);
  fireEvent.click(container);
}
const askedToDiscard = () => screen.queryByRole('dialog', { name: 'Discard changes?' });
/** The question leaves with a transition; until it has, the form dialog behind it is hidden from queries. */
const answered = () => waitFor(() => expect(askedToDiscard()).toBeNull());

describe('FormDialog', () => {
  it('closes at once on Escape while nothing was typed', () => {
    const { onClose, field } = open();
    pressEscape(field);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(askedToDiscard()).toBeNull();
  });

  it('asks before Escape throws typed data away, and Keep editing keeps it', async () => {
    const { onClose, field } = open();
    fireEvent.change(field, { target: { value: 'Net Results' } });
    pressEscape(field);
    expect(onClose).not.toHaveBeenCalled();
    const confirm = askedToDiscard()!;
    expect(confirm).toBeTruthy();
    // Escape on the question keeps the form too.
    pressEscape(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await answered();
    expect(onClose).not.toHaveBeenCalled();
    expect(field.value).toBe('Net Results');
  });

  it('asks on a click outside and on Cancel too; Discard closes', async () => {
    const { onClose, dialog, field } = open();
    fireEvent.change(field, { target: { value: 'Net Results' } });
    clickOutside(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(askedToDiscard()!).getByRole('button', { name: 'Keep editing' }));
    await answered();
    expect(onClose).not.toHaveBeenCalled();
    expect(field.value).toBe('Net Results');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(askedToDiscard()!).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('notices typing in a form that does not say whether it changed', () => {
    const { onClose, field } = open({ tellsDirty: false });
    fireEvent.change(field, { target: { value: 'x' } });
    pressEscape(field);
    expect(onClose).not.toHaveBeenCalled();
    expect(askedToDiscard()).toBeTruthy();
  });
});
