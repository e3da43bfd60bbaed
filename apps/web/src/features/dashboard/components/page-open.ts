import type { Club } from '@matchday/domain';
import { clubPagePath, type ClubPageWithoutParams } from '../../../lib/routes';
import { menuItems } from '../../../menu/menu-items';
import { findMenuPathFor, resolveMenu } from '../../../menu/resolve-menu';

/** Whether a club page can be opened: not one whose menu item is disabled for the club (Leagues before Connect onboarding). */
export function isPageOpen(club: Pick<Club, 'slug' | 'connect' | 'stripe_connect'>, page: ClubPageWithoutParams): boolean {
  const item = findMenuPathFor(resolveMenu(menuItems, club.slug, club), clubPagePath(club.slug, page))?.at(-1);
  return !item?.disabled && !item?.hide;
}
