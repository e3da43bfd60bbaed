import { useIntl } from 'react-intl';
import { Page } from '../../components/Page';
import { FRAME_AREAS, type FrameArea } from './frame-areas';

export function FramePage({ area }: { area: FrameArea }) {
  const intl = useIntl();
  const { title, description } = FRAME_AREAS[area];
  return <Page title={intl.formatMessage({ id: title })} description={intl.formatMessage({ id: description })} />;
}
