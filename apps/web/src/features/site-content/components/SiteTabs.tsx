import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { MessageId } from '../../../i18n/messages';
import { SITE_TABS, type SiteTab } from './site-form';

const TAB_LABELS: Record<SiteTab, MessageId> = {
  hero: 'siteContent.tab.hero',
  sections: 'siteContent.tab.sections',
  content: 'siteContent.tab.content',
  announcement: 'siteContent.tab.announcement',
  seo: 'siteContent.tab.seo',
  versions: 'siteContent.tab.versions',
};

export const siteTabId = (tab: SiteTab) => `site-tab-${tab}`;
export const siteTabPanelId = (tab: SiteTab) => `site-tabpanel-${tab}`;

/** The editor's tab bar, scrolling on narrow screens; a tab with a field in error says so. */
export function SiteTabs({ tab, withErrors, onChange }: { tab: SiteTab; withErrors: ReadonlySet<SiteTab>; onChange: (tab: SiteTab) => void }) {
  const intl = useIntl();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  return (
    <Tabs
      value={tab}
      onChange={(_event, value: SiteTab) => onChange(value)}
      variant="scrollable"
      scrollButtons={narrow ? true : 'auto'}
      allowScrollButtonsMobile
      aria-label={intl.formatMessage({ id: 'siteContent.tab.label' })}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {SITE_TABS.map((value) => {
        const failing = withErrors.has(value);
        return (
          <Tab
            key={value}
            value={value}
            id={siteTabId(value)}
            aria-controls={siteTabPanelId(value)}
            label={
              <>
                {intl.formatMessage({ id: TAB_LABELS[value] })}
                {failing && <VisuallyHidden>{intl.formatMessage({ id: 'siteContent.tab.hasErrors' })}</VisuallyHidden>}
              </>
            }
            icon={failing ? <ErrorOutlineRounded color="error" fontSize="small" aria-hidden /> : undefined}
            iconPosition="end"
            sx={{ minHeight: 48 }}
          />
        );
      })}
    </Tabs>
  );
}
