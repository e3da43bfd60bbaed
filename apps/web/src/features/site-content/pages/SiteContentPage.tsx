import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { Page } from '../../../components/Page';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { useSiteSettings } from '../api/use-site-settings';
import { SiteEditor } from '../components/SiteEditor';

/** Site Content (/club/{slug}/cms/content): the club's public site, edited as a draft and published. */
export default function SiteContentPage() {
  const intl = useIntl();
  const { slug, club } = useCurrentClub();
  const settings = useSiteSettings(slug);
  const loading = <Skeleton variant="rounded" height={560} />;
  return (
    <Page title={intl.formatMessage({ id: 'menu.site_content' })} description={intl.formatMessage({ id: 'menu.site_content_description' })}>
      <QueryBoundary query={settings} loading={loading}>
        {/* The form reads its dates in the club's timezone: it waits for the club too. */}
        {(loaded) => (club ? <SiteEditor slug={slug} timezone={club.timezone} clubName={club.name} settings={loaded} /> : loading)}
      </QueryBoundary>
    </Page>
  );
}
