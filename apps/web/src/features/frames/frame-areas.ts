import type { MessageId } from '../../i18n/messages';

/** The club areas a later issue fills; until then each shows its frame: title, purpose, breadcrumb, guard. */
export const FRAME_AREAS = {
  messagingTemplates: { title: 'menu.messaging_templates', description: 'menu.messaging_templates_description' },
  reports: { title: 'menu.reports', description: 'menu.reports_description' },
} as const satisfies Record<string, { title: MessageId; description: MessageId }>;

export type FrameArea = keyof typeof FRAME_AREAS;
