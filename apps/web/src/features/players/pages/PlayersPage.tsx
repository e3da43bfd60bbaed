import { useIntl } from 'react-intl';
import { Page } from '../../../components/Page';

export default function PlayersPage() {
  const intl = useIntl();
  return <Page title={intl.formatMessage({ id: 'layout.segment_players' })} />;
}
