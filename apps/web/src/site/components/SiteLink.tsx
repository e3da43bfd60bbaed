import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export const NAVIGATE_EVENT = 'matchday-site-navigate';

/** A link inside the site: followed without reloading the page (the app listens for it), a normal link otherwise. */
export function SiteLink({ to, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.pushState(null, '', to);
    window.dispatchEvent(new Event(NAVIGATE_EVENT));
  };
  return <a href={to} onClick={follow} {...props} />;
}
