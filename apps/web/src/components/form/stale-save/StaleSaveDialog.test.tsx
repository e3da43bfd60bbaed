import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import en from '../../../i18n/locales/en';
import { ApiError } from '../../../lib/api-client';
import { labelledFields } from './labelled-fields';
import { StaleSaveDialog } from './StaleSaveDialog';
import { useStaleSave } from './use-stale-save';
import { createIntl, IntlProvider } from 'react-intl';

afterEach(cleanup);

interface Record {
  id: string;
  name: string;
  fee: string;
  notes: string;
  row_version: number;
}
type Values = Omit<Record, 'id' | 'row_version'>;

const toValues = ({ name, fee, notes }: Record): Values => ({ name, fee, notes });
const opened: Record = { id: 'r1', name: 'Fall League', fee: '50', notes: 'Bring water', row_version: 1 };
const theirs: Record = { ...opened, name: 'Fall Coed League', fee: '65', row_version: 2 };
const stale = () => new ApiError(409, { code: 'stale_version', message: 'Someone else saved this record after you opened it' });
const intl = createIntl({ locale: 'en', messages: en });

/** A small edit form saving through `save`, the way every admin edit form uses the shared stale-save rule. */
function EditForm({ save, reload }: { save: (body: Values & { row_version: number }) => Promise<Record>; reload: () => Promise<Record> }) {
  const form = useForm<Values>({ defaultValues: toValues(opened) });
  const onSubmit = form.handleSubmit((values) => {
    save(versioned.versioned(values)).then(versioned.saved, (error: unknown) => versioned.refused(error));
  });
  const versioned = useStaleSave({ record: opened, form, toValues, reload, resubmit: () => void onSubmit() });
  return (
    <form onSubmit={onSubmit}>
      <label>
        Title
        <input {...form.register('name')} />
      </label>
      <button type="submit">Save</button>
      <StaleSaveDialog
        stale={versioned}
        fields={labelledFields<Values>(intl, { name: 'leagues.form.name', fee: 'leagues.form.teamFee', notes: 'locations.form.notes' })}
      />
    </form>
  );
}

function renderForm(save: (body: Values & { row_version: number }) => Promise<Record>) {
  const reload = vi.fn(() => Promise.resolve(theirs));
  render(
    <IntlProvider locale="en" messages={en}>
      <EditForm save={save} reload={reload} />
    </IntlProvider>,
  );
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Fall Mixed League' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return reload;
}

describe('StaleSaveDialog', () => {
  it('on 409 stale_version, reads the record again and lists each field that changed since the form was opened: label, their value, yours', async () => {
    const save = vi.fn().mockResolvedValue(theirs).mockRejectedValueOnce(stale());
    const reload = renderForm(save);
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this first' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ name: 'Fall Mixed League', fee: '50', notes: 'Bring water', row_version: 1 });

    const name = within(dialog).getByRole('region', { name: 'Name' });
    expect(name.textContent).toContain('Their value: Fall Coed League');
    expect(name.textContent).toContain('Your value: Fall Mixed League');
    const fee = within(dialog).getByRole('region', { name: /Team fee/ });
    expect(fee.textContent).toContain('Their value: 65');
    expect(fee.textContent).toContain('Your value: 50');
    // What they did not change is not listed.
    expect(within(dialog).queryByRole('region', { name: /Notes/ })).toBeNull();
    // The safe answer has the keyboard's focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Load their version' }));
  });

  it('"Load their version" puts their values in the form, keeping nothing typed, and saves nothing', async () => {
    const save = vi.fn().mockResolvedValue(theirs).mockRejectedValueOnce(stale());
    renderForm(save);
    fireEvent.click(await screen.findByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Fall Coed League');
    expect(save).toHaveBeenCalledTimes(1);

    // The next save starts from their version.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith({ name: 'Fall Coed League', fee: '65', notes: 'Bring water', row_version: 2 });
  });

  it('"Save mine over it" saves what was typed again, with their row_version', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(stale())
      .mockResolvedValueOnce({ ...theirs, name: 'Fall Mixed League', row_version: 3 });
    renderForm(save);
    fireEvent.click(await screen.findByRole('button', { name: 'Save mine over it' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith({ name: 'Fall Mixed League', fee: '50', notes: 'Bring water', row_version: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves any other refusal to the form, and Escape keeps editing', async () => {
    const other = new ApiError(400, { code: 'validation_error', message: 'Some fields are not valid' });
    const refusedElsewhere = vi.fn().mockRejectedValueOnce(other);
    renderForm(refusedElsewhere);
    await waitFor(() => expect(refusedElsewhere).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    renderForm(vi.fn().mockRejectedValueOnce(stale()));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Fall Mixed League');
  });
});
