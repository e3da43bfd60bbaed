import type { SvgIconComponent } from '@mui/icons-material';
import type { MessageId } from '../i18n/messages';

/** Spec §3 menu item: id, title, caption, type, url, icon, target, disabled, hide, breadcrumbs, chip. */
interface MenuNodeBase {
  id: string;
  title: MessageId;
  caption?: MessageId;
  icon?: SvgIconComponent;
  disabled?: boolean;
  hide?: boolean;
  /** false: the node is left out of breadcrumb trails. */
  breadcrumbs?: boolean;
  chip?: { label: MessageId; color: 'primary' | 'secondary' | 'warning' | 'success' };
}

export interface MenuItem extends MenuNodeBase {
  type: 'item';
  /** Relative to the club, e.g. '/club/:slug/leagues'. */
  url: string;
  /** true: opens in a new tab. */
  target?: boolean;
}

export interface MenuCollapse extends MenuNodeBase {
  type: 'collapse';
  children: MenuNode[];
}

export interface MenuGroup extends MenuNodeBase {
  type: 'group';
  children: MenuNode[];
}

export type MenuNode = MenuGroup | MenuCollapse | MenuItem;
