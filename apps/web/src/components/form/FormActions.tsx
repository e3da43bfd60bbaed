import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

interface FormActionsProps {
  isDirty: boolean;
  isPending: boolean;
  onCancel: () => void;
  /** The save button's words when the page has another form's Save (the Settings page's waiver). */
  saveId?: MessageId;
}

/** Cancel and Save of an edit form: both wait for a change, and Cancel puts the saved values back. */
export function FormActions({ isDirty, isPending, onCancel, saveId = 'common.save' }: FormActionsProps) {
  return (
    <>
      <Button disabled={!isDirty || isPending} onClick={onCancel}>
        <FormattedMessage id="common.cancel" />
      </Button>
      <Button type="submit" variant="contained" disabled={!isDirty} loading={isPending}>
        <FormattedMessage id={saveId} />
      </Button>
    </>
  );
}
