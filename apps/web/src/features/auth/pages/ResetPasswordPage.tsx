import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { AuthNotice } from '../components/AuthNotice';
import { AuthScreen } from '../components/AuthScreen';
import { BackToLoginLink } from '../components/BackToLoginLink';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

export default function ResetPasswordPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthScreen title={intl.formatMessage({ id: 'auth.reset.title' })} subtitle={<FormattedMessage id="auth.reset.subtitle" />} footer={<BackToLoginLink />}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <AuthNotice severity="warning" message="auth.reset.missingToken" action="auth.reset.requestLink" to={paths.forgotPassword} />
      )}
    </AuthScreen>
  );
}
