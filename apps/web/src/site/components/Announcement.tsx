import type { SiteDocument } from '@matchday/domain';
import { useIntl } from 'react-intl';

/** The club's notice across the top, only between its start and end. */
export function Announcement({ announcement, now }: { announcement: SiteDocument['announcement']; now: Date }) {
  const intl = useIntl();
  if (!announcement) return null;
  const started = !announcement.starts_at || Date.parse(announcement.starts_at) <= now.getTime();
  const ended = announcement.ends_at !== null && Date.parse(announcement.ends_at) <= now.getTime();
  if (!started || ended) return null;
  return (
    <aside className={`announcement announcement-${announcement.severity}`} aria-label={intl.formatMessage({ id: 'site.announcement.label' })}>
      {announcement.text}
    </aside>
  );
}
