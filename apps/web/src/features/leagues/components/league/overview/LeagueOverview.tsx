import Grid from '@mui/material/Grid';
import type { League } from '@matchday/domain';
import { AboutCard } from './AboutCard';
import { PaymentsCard } from './PaymentsCard';
import { QuestionsCard } from './QuestionsCard';
import { RegistrationCard } from './RegistrationCard';
import { ScheduleCard } from './ScheduleCard';
import { GRID_SPACING } from '@matchday/domain';

/** The Overview tab: every setting of the league, grouped in cards. */
export function LeagueOverview({ slug, timezone, league }: { slug: string; timezone: string; league: League }) {
  return (
    <Grid container spacing={GRID_SPACING}>
      <Grid size={{ xs: 12, md: 6, xl: 4 }}>
        <ScheduleCard slug={slug} league={league} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, xl: 4 }}>
        <RegistrationCard league={league} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, xl: 4 }}>
        <PaymentsCard league={league} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, xl: 6 }}>
        <QuestionsCard league={league} />
      </Grid>
      <Grid size={{ xs: 12, xl: 6 }}>
        <AboutCard slug={slug} timezone={timezone} league={league} />
      </Grid>
    </Grid>
  );
}
