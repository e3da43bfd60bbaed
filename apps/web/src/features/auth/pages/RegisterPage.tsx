import { FormattedMessage, useIntl } from 'react-intl';
import { AuthScreen } from '../components/AuthScreen';
import { RegisterForm } from '../components/RegisterForm';
import { linkChunk } from '../../../components/form/link-chunk';
import { paths } from '../../../lib/paths';

export default function RegisterPage() {
  const intl = useIntl();
  return (
    <AuthScreen
      title={intl.formatMessage({ id: 'auth.register.title' })}
      subtitle={<FormattedMessage id="auth.register.subtitle" />}
      footer={<FormattedMessage id="auth.register.haveAccount" values={{ link: linkChunk(paths.login) }} />}
    >
      <RegisterForm />
    </AuthScreen>
  );
}
