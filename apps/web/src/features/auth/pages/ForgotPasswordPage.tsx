import { FormattedMessage, useIntl } from 'react-intl';
import { AuthScreen } from '../components/AuthScreen';
import { BackToLoginLink } from '../components/BackToLoginLink';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';

export default function ForgotPasswordPage() {
  const intl = useIntl();
  return (
    <AuthScreen title={intl.formatMessage({ id: 'auth.forgot.title' })} subtitle={<FormattedMessage id="auth.forgot.subtitle" />} footer={<BackToLoginLink />}>
      <ForgotPasswordForm />
    </AuthScreen>
  );
}
