import { useEffect } from 'react';

/** The tab's title on the player's own pages: the page's name before the site's, once it is known. */
export function usePageTitle(title: string | null, siteTitle: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${siteTitle}` : siteTitle;
  }, [title, siteTitle]);
}
