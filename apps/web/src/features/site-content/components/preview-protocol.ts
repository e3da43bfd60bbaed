import type { PublicSite } from '@matchday/domain';

/**
 * How the editor shows the draft in the public site's own page: the page in the iframe, once loaded, posts
 * PREVIEW_READY to its parent; the editor answers with the site the draft makes (PREVIEW_SITE). Both
 * sides speak to this origin only.
 */
export const PREVIEW_READY = 'matchday-site-preview-ready';
export const PREVIEW_SITE = 'matchday-site-preview';

/** The public site's address in preview mode. */
export const previewSrc = (publicUrl: string): string => `${publicUrl}${publicUrl.includes('?') ? '&' : '?'}preview=1`;

/** Whether a message is the preview page saying it is ready: from this origin and from that frame only. */
export function isPreviewReady(event: MessageEvent, frame: Window | null | undefined): boolean {
  if (event.origin !== window.location.origin || !frame || event.source !== frame) return false;
  const data: unknown = event.data;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === PREVIEW_READY;
}

/** Hands the preview page the site to show. */
export function sendPreview(frame: Window, site: PublicSite): void {
  frame.postMessage({ type: PREVIEW_SITE, site }, window.location.origin);
}
