/** The links the public site keeps (the API drops any other): https pages and mailto addresses. */
const ALLOWED = /^(https:\/\/|mailto:)/i;

export const isAllowedLink = (url: string): boolean => ALLOWED.test(url.trim());

/**
 * A typed address as a link the site keeps: an e-mail address becomes mailto:, http:// becomes https://,
 * and an address without a scheme gets https://. Blank stays blank (no link).
 */
export function linkHref(typed: string): string {
  const value = typed.trim();
  if (value === '' || ALLOWED.test(value)) return value;
  if (/^http:\/\//i.test(value)) return `https://${value.slice('http://'.length)}`;
  if (/^[^\s/@]+@[^\s/@]+\.[^\s/@]+$/.test(value)) return `mailto:${value}`;
  return `https://${value.replace(/^\/+/, '')}`;
}
