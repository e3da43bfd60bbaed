import { useIntl } from 'react-intl';
import { Page } from '../../../components/Page';

export default function LocationsPage() {
  const intl = useIntl();
  return <Page title={intl.formatMessage({ id: 'menu.locations' })} />;
}
