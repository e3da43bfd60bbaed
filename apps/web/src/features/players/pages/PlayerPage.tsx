import { useIntl } from 'react-intl';
import { Page } from '../../../components/Page';

export default function PlayerPage() {
  const intl = useIntl();
  return <Page title={intl.formatMessage({ id: 'layout.breadcrumb_player' })} />;
}
