import LockOutlined from '@mui/icons-material/LockOutlined';
import { useIntl } from 'react-intl';
import { ErrorScreen } from '../components/ErrorScreen';

export default function UnauthorizedPage() {
  const intl = useIntl();
  return (
    <ErrorScreen
      status={401}
      icon={<LockOutlined fontSize="large" />}
      title={intl.formatMessage({ id: 'pages.unauthorized.title' })}
      description={intl.formatMessage({ id: 'pages.unauthorized.description' })}
    />
  );
}
