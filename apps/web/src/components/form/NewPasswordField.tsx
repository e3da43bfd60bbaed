import { PASSWORD_MIN_LENGTH } from '@matchday/domain';
import type { FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { FormTextFieldProps } from './FormTextField';
import { PasswordField } from './PasswordField';

/** A password being chosen: the browser may suggest one, and the hint states the policy's length. */
export function NewPasswordField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'type' | 'autoComplete' | 'helperText'>) {
  const intl = useIntl();
  return (
    <PasswordField {...props} autoComplete="new-password" helperText={intl.formatMessage({ id: 'auth.fields.passwordHint' }, { min: PASSWORD_MIN_LENGTH })} />
  );
}
