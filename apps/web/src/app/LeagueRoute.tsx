import type { League } from '@matchday/domain';
import type { FeatureLeagueTab } from '../features/leagues/components/league/league-tabs';
import LeaguePage from '../features/leagues/pages/LeaguePage';
import { PaymentsTab } from '../features/payments/components/PaymentsTab';
import { PlayoffsTab } from '../features/playoffs/components/PlayoffsTab';
import { ScheduleTab } from '../features/schedule/components/ScheduleTab';
import { StandingsTab } from '../features/standings/components/StandingsTab';
import { FreeAgentsTab } from '../features/teams/components/FreeAgentsTab';
import { LeaguePlayersTab } from '../features/teams/components/LeaguePlayersTab';
import { TeamsTab } from '../features/teams/components/TeamsTab';

/** The league page's tabs that other features own, composed here so that no feature imports another. */
function renderTab(tab: FeatureLeagueTab, league: League) {
  switch (tab) {
    case 'teams':
      return <TeamsTab league={league} />;
    case 'players':
      return <LeaguePlayersTab league={league} />;
    case 'free-agents':
      return <FreeAgentsTab league={league} />;
    case 'schedule':
      return <ScheduleTab league={league} />;
    case 'standings':
      return <StandingsTab league={league} />;
    case 'playoffs':
      return <PlayoffsTab league={league} />;
    case 'payments':
      return <PaymentsTab league={league} />;
  }
}

export default function LeagueRoute() {
  return <LeaguePage renderTab={renderTab} />;
}
