import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
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

/** The dialog open on /teams, reached from /leagues (so Back has somewhere to go), as the app's data router shows it. */
function open(options: { tellsDirty?: boolean } = {}) {
  const onClose = vi.fn();
  const page = (
    <FormDialog open onClose={onClose}>
      <NameForm onClose={onClose} {...options} />
    </FormDialog>
  );
  const router = createMemoryRouter(
    [
      { path: '/teams', element: page },
      { path: '/leagues', element: <p>Leagues</p> },
    ],
    { initialEntries: ['/leagues', '/teams'], initialIndex: 1 },
  );
  render(
    <IntlProvider locale="en" messages={en}>
      <ThemeProvider theme={createTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </IntlProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Rename' });
  const field = within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
  return { onClose, dialog, field, router };
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

describe('FormDialog and the browser’s Back (issue 20 §2)', () => {
  const askedToLeave = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });
  const back = (router: ReturnType<typeof open>['router']) => act(() => router.navigate(-1));

  it('asks before Back throws typed data away: Stay keeps the dialog and its text, Discard leaves', async () => {
    const { router, field } = open();
    fireEvent.change(field, { target: { value: 'Net Results' } });
    await back(router);
    expect(router.state.location.pathname).toBe('/teams');
    fireEvent.click(within(askedToLeave()!).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(askedToLeave()).toBeNull());
    expect(field.value).toBe('Net Results');

    await back(router);
    fireEvent.click(within(askedToLeave()!).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leagues'));
  });

  it('asks for a change of the address’s search too (a league’s tab can take the dialog away)', async () => {
    const { router, field } = open();
    fireEvent.change(field, { target: { value: 'Net Results' } });
    await act(() => router.navigate('/teams?tab=players'));
    expect(askedToLeave()).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('lets Back through at once while nothing was typed', async () => {
    const { router } = open();
    await back(router);
    expect(router.state.location.pathname).toBe('/leagues');
    expect(askedToLeave()).toBeNull();
  });
});
