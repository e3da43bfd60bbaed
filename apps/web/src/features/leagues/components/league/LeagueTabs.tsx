import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { League } from '@matchday/domain';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/messages';
import { LEAGUE_TABS, type LeagueTab } from './league-tabs';

const TAB_LABELS: Record<LeagueTab, MessageId> = {
  overview: 'leagues.tab.overview',
  teams: 'leagues.tab.teams',
  players: 'leagues.tab.players',
  'free-agents': 'leagues.tab.freeAgents',
  schedule: 'leagues.tab.schedule',
  standings: 'leagues.tab.standings',
  playoffs: 'leagues.tab.playoffs',
  payments: 'leagues.tab.payments',
  history: 'leagues.tab.history',
};

export const tabId = (tab: LeagueTab) => `league-tab-${tab}`;
export const tabPanelId = (tab: LeagueTab) => `league-tabpanel-${tab}`;

/** The league page's tab bar; counts next to the tabs that list people. */
export function LeagueTabs({ league, tab, onChange }: { league: League; tab: LeagueTab; onChange: (tab: LeagueTab) => void }) {
  const intl = useIntl();
  const counts: Partial<Record<LeagueTab, number>> = { teams: league.teams_count, players: league.players_count, 'free-agents': league.free_agents_count };
  // MUI scrolls the selected tab into view before 'auto' scroll arrows appear; the arrows then narrow the bar and
  // leave a tab a link opened (?tab=playoffs) under the arrow. Where the tabs do not fit, the arrows are always there.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  return (
    <Tabs
      value={tab}
      onChange={(_event, value: LeagueTab) => onChange(value)}
      variant="scrollable"
      scrollButtons={narrow ? true : 'auto'}
      allowScrollButtonsMobile
      aria-label={intl.formatMessage({ id: 'leagues.tab.label' })}
      sx={{ borderBottom: 1, borderColor: 'divider', displayPrint: 'none' }}
    >
      {LEAGUE_TABS.map((value) => {
        const count = counts[value];
        const text = intl.formatMessage({ id: TAB_LABELS[value] });
        return (
          <Tab
            key={value}
            value={value}
            id={tabId(value)}
            aria-controls={tabPanelId(value)}
            label={count === undefined ? text : `${text} (${intl.formatNumber(count)})`}
          />
        );
      })}
    </Tabs>
  );
}
