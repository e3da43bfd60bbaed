import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as the public site may show it: an allow-list of tags, https and mailto links only (opened
 * without handing the page to the target), no scripts, event handlers, styles or images (images go through
 * the media pipeline, never inline).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote', 'br'],
  // rel is the one the transform below sets, whatever the text said.
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

export const cleanRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
