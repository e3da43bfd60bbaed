import Grid from '@mui/material/Grid';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/messages';
import { DateField } from './DateField';

interface DateRangeFieldsProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output, as the shared form fields take
  control: Control<T, any, any>;
  from: { name: FieldPath<T>; labelId: MessageId };
  to: { name: FieldPath<T>; labelId: MessageId };
}

/** A first and a last day side by side (stacked on phones), both required. */
export function DateRangeFields<T extends FieldValues>({ control, from, to }: DateRangeFieldsProps<T>) {
  const intl = useIntl();
  return (
    <Grid container spacing={2}>
      {[from, to].map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
          <DateField control={control} name={field.name} label={intl.formatMessage({ id: field.labelId })} required />
        </Grid>
      ))}
    </Grid>
  );
}
