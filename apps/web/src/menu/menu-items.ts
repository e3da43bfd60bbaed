import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import { clubPattern } from '../lib/routes';
import type { MenuNode } from './types';

export const MENU_IDS = { leagues: 'leagues', connect: 'connect-integration', product: 'product' } as const;

/** Spec §2 menu tree: the one source of the side menu, the horizontal menu, the breadcrumbs and the guards. */
export const menuItems: MenuNode[] = [
  { id: MENU_IDS.product, type: 'item', title: 'menu.product', caption: 'menu.product_caption', url: clubPattern('dashboard'), icon: SpaceDashboardOutlined },
  {
    id: 'dashboard',
    type: 'group',
    title: 'menu.dashboard',
    children: [
      {
        id: 'league-management',
        type: 'group',
        title: 'menu.league_management',
        children: [{ id: MENU_IDS.leagues, type: 'item', title: 'menu.leagues', url: clubPattern('leagues'), icon: EmojiEventsOutlined }],
      },
      {
        id: 'club-management',
        type: 'group',
        title: 'menu.club_management',
        children: [
          { id: 'locations', type: 'item', title: 'menu.locations', url: clubPattern('locations'), icon: PlaceOutlined },
          {
            id: 'cms',
            type: 'collapse',
            title: 'menu.cms',
            icon: WebOutlined,
            children: [
              { id: 'site-content', type: 'item', title: 'menu.site_content', url: clubPattern('siteContent'), icon: ArticleOutlined },
              { id: 'questions', type: 'item', title: 'menu.questions', url: clubPattern('questions'), icon: HelpOutlineOutlined },
              { id: 'messaging-templates', type: 'item', title: 'menu.messaging_templates', url: clubPattern('messagingTemplates'), icon: ForumOutlined },
            ],
          },
          { id: 'settings', type: 'item', title: 'menu.settings', url: clubPattern('settings'), icon: SettingsOutlined },
          { id: 'reports', type: 'item', title: 'menu.reports', url: clubPattern('reports'), icon: AssessmentOutlined },
          { id: MENU_IDS.connect, type: 'item', title: 'menu.connect_integration', url: clubPattern('connect'), icon: PaymentsOutlined, hide: true },
        ],
      },
      {
        id: 'account',
        type: 'group',
        title: 'menu.account',
        children: [{ id: 'profile', type: 'item', title: 'menu.profile', url: clubPattern('profile'), icon: PersonOutlineOutlined }],
      },
    ],
  },
];
