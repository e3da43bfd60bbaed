import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../i18n/locales/en';
import { FormActions } from '../form/FormActions';
import { ConfirmDialog } from './ConfirmDialog';
import { DialogForm } from './DialogForm';

afterEach(cleanup);

const inEnglish = (children: React.ReactNode) =>
  render(
    <IntlProvider locale="en" messages={en}>
      {children}
    </IntlProvider>,
  );

/** Whether a button refuses clicks: disabled, and showing that it works (MUI's loading state) when it is the one running. */
const refuses = (button: HTMLElement) => (button as HTMLButtonElement).disabled;

// Every form and dialog that writes uses one of these three footers: while its request runs, nothing in it can send it again.
describe('the action of a form or dialog that writes, while its request runs', () => {
  it('DialogForm: the submit button is disabled and shows progress, Cancel too; a submit does not reach the form', () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    inEnglish(
      <DialogForm title="Rename" onSubmit={onSubmit} onCancel={() => {}} submitLabel="Rename" pending>
        <input aria-label="Name" />
      </DialogForm>,
    );
    const submit = screen.getByRole('button', { name: /Rename/ });
    expect(refuses(submit)).toBe(true);
    expect(within(submit).getByRole('progressbar')).toBeTruthy();
    expect(refuses(screen.getByRole('button', { name: 'Cancel' }))).toBe(true);
    fireEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ConfirmDialog: the confirm button is disabled and shows progress, and a click does nothing', () => {
    const onConfirm = vi.fn();
    inEnglish(
      <ConfirmDialog open title="Delete league?" confirmLabel="Delete" onConfirm={onConfirm} onClose={() => {}} pending>
        It goes for good.
      </ConfirmDialog>,
    );
    const confirm = screen.getByRole('button', { name: /Delete/ });
    expect(refuses(confirm)).toBe(true);
    expect(within(confirm).getByRole('progressbar')).toBeTruthy();
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('FormActions: Save is disabled and shows progress, and Cancel waits too', () => {
    inEnglish(
      <form>
        <FormActions isDirty isPending onCancel={() => {}} />
      </form>,
    );
    const save = screen.getByRole('button', { name: /Save/ });
    expect(refuses(save)).toBe(true);
    expect(within(save).getByRole('progressbar')).toBeTruthy();
    expect(refuses(screen.getByRole('button', { name: 'Cancel' }))).toBe(true);
  });

  it('and once it has answered, each can be used again', () => {
    inEnglish(
      <DialogForm title="Rename" onSubmit={() => {}} onCancel={() => {}} submitLabel="Rename" pending={false}>
        <input aria-label="Name" />
      </DialogForm>,
    );
    expect(refuses(screen.getByRole('button', { name: 'Rename' }))).toBe(false);
    cleanup();
    inEnglish(
      <ConfirmDialog open title="Delete league?" confirmLabel="Delete" onConfirm={() => {}} onClose={() => {}}>
        It goes for good.
      </ConfirmDialog>,
    );
    expect(refuses(screen.getByRole('button', { name: 'Delete' }))).toBe(false);
  });
});
