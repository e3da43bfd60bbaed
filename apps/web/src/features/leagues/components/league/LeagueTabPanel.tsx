import Box from '@mui/material/Box';
import type { League } from '@matchday/domain';
import { HistoryPanel } from '../../../../components/history/HistoryPanel';
import type { LeagueTab, RenderLeagueTab } from './league-tabs';
import { tabId, tabPanelId } from './LeagueTabs';
import { LeagueOverview } from './overview/LeagueOverview';

/** The content of the chosen tab; `renderTab` draws the tabs other features own. */
export function LeagueTabPanel({
  slug,
  timezone,
  league,
  tab,
  renderTab,
}: {
  slug: string;
  timezone: string;
  league: League;
  tab: LeagueTab;
  renderTab: RenderLeagueTab;
}) {
  const content = () => {
    switch (tab) {
      case 'overview':
        return <LeagueOverview slug={slug} timezone={timezone} league={league} />;
      case 'history':
        return <HistoryPanel leagueId={league.id} />;
      default:
        return renderTab(tab, league);
    }
  };
  return (
    <Box role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)}>
      {content()}
    </Box>
  );
}
