import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

interface FormActionsProps {
  isDirty: boolean;
  isPending: boolean;
  onCancel: () => void;
}

/** Cancel and Save of an edit form: both wait for a change, and Cancel puts the saved values back. */
export function FormActions({ isDirty, isPending, onCancel }: FormActionsProps) {
  return (
    <>
      <Button disabled={!isDirty || isPending} onClick={onCancel}>
        <FormattedMessage id="common.cancel" />
      </Button>
      <Button type="submit" variant="contained" disabled={!isDirty} loading={isPending}>
        <FormattedMessage id="common.save" />
      </Button>
    </>
  );
}
