import { NAVIGATE_EVENT } from './components/SiteLink';

/** Moves to another page of the site without reloading it, as a SiteLink does; `state` rides along in history. */
export function navigate(to: string, state: unknown = null, replace = false): void {
  if (replace) history.replaceState(state, '', to);
  else history.pushState(state, '', to);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}
