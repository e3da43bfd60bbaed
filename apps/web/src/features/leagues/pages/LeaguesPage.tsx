import { useIntl } from 'react-intl';
import { Page } from '../../../components/Page';

export default function LeaguesPage() {
  const intl = useIntl();
  return <Page title={intl.formatMessage({ id: 'menu.leagues' })} />;
}
