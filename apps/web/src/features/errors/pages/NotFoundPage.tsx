import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import { useIntl } from 'react-intl';
import { ErrorScreen } from '../components/ErrorScreen';

export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <ErrorScreen
      status={404}
      icon={<ExploreOutlined fontSize="large" />}
      title={intl.formatMessage({ id: 'pages.notFound.title' })}
      description={intl.formatMessage({ id: 'pages.notFound.description' })}
    />
  );
}
