import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import SportsOutlined from '@mui/icons-material/SportsOutlined';
import type { Club } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Page } from '../../../components/Page';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useAuth } from '../../../lib/auth/use-auth';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { AdminsCard } from '../components/AdminsCard';
import { ClosedPageNotice } from '../components/ClosedPageNotice';
import { ClubFigures } from '../components/ClubFigures';
import { ClubOverviewCard } from '../components/ClubOverviewCard';
import { ConnectAlertBanner } from '../components/ConnectAlertBanner';
import { ConnectStatusCard } from '../components/ConnectStatusCard';
import { ContactCard } from '../components/ContactCard';
import { FailedJobsPanel } from '../components/FailedJobsPanel';
import { DashboardCard } from '../../../components/DashboardCard';
import { QuickLinks } from '../components/QuickLinks';
import { SportCard } from '../components/SportCard';
import { GRID_SPACING } from '@matchday/domain';

export default function DashboardPage() {
  const intl = useIntl();
  const { user } = useAuth();
  const { club, error } = useCurrentClub();
  return (
    <Page
      title={intl.formatMessage({ id: 'menu.dashboard' })}
      description={user ? intl.formatMessage({ id: 'dashboard.welcome' }, { name: user.first_name || user.name }) : undefined}
    >
      {club ? <ClubDashboard club={club} /> : error ? <FormErrorAlert error={error} /> : <Skeleton variant="rounded" height={480} />}
    </Page>
  );
}

function ClubDashboard({ club }: { club: Club }) {
  const intl = useIntl();
  return (
    <Stack spacing={GRID_SPACING}>
      <ClosedPageNotice club={club} />
      <ClubOverviewCard club={club} />
      <ConnectAlertBanner club={club} />
      <FailedJobsPanel club={club} />
      <ClubFigures club={club} />
      <Grid container spacing={GRID_SPACING}>
        <Grid size={{ xs: 12, md: 6, xl: 3 }}>
          <DashboardCard icon={<PaymentsOutlined fontSize="small" />} title={intl.formatMessage({ id: 'dashboard.connect.title' })}>
            <ConnectStatusCard club={club} />
          </DashboardCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 3 }}>
          <DashboardCard icon={<SportsOutlined fontSize="small" />} title={intl.formatMessage({ id: 'dashboard.sport.title' })}>
            <SportCard club={club} />
          </DashboardCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 3 }}>
          <DashboardCard icon={<ContactMailOutlined fontSize="small" />} title={intl.formatMessage({ id: 'dashboard.contact.title' })}>
            <ContactCard club={club} />
          </DashboardCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 3 }}>
          <DashboardCard icon={<GroupOutlined fontSize="small" />} title={intl.formatMessage({ id: 'dashboard.admins.title' })}>
            <AdminsCard slug={club.slug} />
          </DashboardCard>
        </Grid>
      </Grid>
      <Stack spacing={2} component="section" aria-labelledby="quick-links-title">
        <Typography id="quick-links-title" variant="h6" component="h2">
          <FormattedMessage id="dashboard.links.title" />
        </Typography>
        <QuickLinks club={club} />
      </Stack>
    </Stack>
  );
}
