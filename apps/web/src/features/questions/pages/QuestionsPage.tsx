import { useIntl } from 'react-intl';
import { Page } from '../../../components/Page';

export default function QuestionsPage() {
  const intl = useIntl();
  return <Page title={intl.formatMessage({ id: 'menu.questions' })} />;
}
