import Box from '@mui/material/Box';
import type { League } from '@matchday/domain';
import { HistoryPanel } from '../../../../components/history/HistoryPanel';
import { FreeAgentsTab } from '../../../teams/components/FreeAgentsTab';
import { LeaguePlayersTab } from '../../../teams/components/LeaguePlayersTab';
import { TeamsTab } from '../../../teams/components/TeamsTab';
import { ScheduleTab } from '../../../schedule/components/ScheduleTab';
import { StandingsTab } from '../../../standings/components/StandingsTab';
import { PlayoffsTab } from '../../../playoffs/components/PlayoffsTab';
import type { LeagueTab } from './league-tabs';
import { tabId, tabPanelId } from './LeagueTabs';
import { LeagueOverview } from './overview/LeagueOverview';

/** The content of the chosen tab. */
export function LeagueTabPanel({ slug, timezone, league, tab }: { slug: string; timezone: string; league: League; tab: LeagueTab }) {
  const content = () => {
    switch (tab) {
      case 'overview':
        return <LeagueOverview slug={slug} timezone={timezone} league={league} />;
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
      case 'history':
        return <HistoryPanel leagueId={league.id} />;
    }
  };
  return (
    <Box role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)}>
      {content()}
    </Box>
  );
}
