import { FormattedMessage, useIntl } from 'react-intl';
import { AuthScreen } from '../components/AuthScreen';
import { RegisterForm } from '../components/RegisterForm';
import { linkChunk } from '../../../components/form/link-chunk';

export default function RegisterPage() {
  const intl = useIntl();
  return (
    <AuthScreen
      title={intl.formatMessage({ id: 'auth.register.title' })}
      subtitle={<FormattedMessage id="auth.register.subtitle" />}
      footer={<FormattedMessage id="auth.register.haveAccount" values={{ link: linkChunk('/login') }} />}
    >
      <RegisterForm />
    </AuthScreen>
  );
}
