import { FormattedMessage, useIntl } from 'react-intl';
import { AuthScreen } from '../components/AuthScreen';
import { LoginForm } from '../components/LoginForm';
import { linkChunk } from '../../../components/form/link-chunk';
import { paths } from '../../../lib/paths';

export default function LoginPage() {
  const intl = useIntl();
  return (
    <AuthScreen
      title={intl.formatMessage({ id: 'auth.login.title' })}
      subtitle={<FormattedMessage id="auth.login.subtitle" />}
      footer={<FormattedMessage id="auth.login.noAccount" values={{ link: linkChunk(paths.register) }} />}
    >
      <LoginForm />
    </AuthScreen>
  );
}
