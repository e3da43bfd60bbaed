import type { PublicSite } from '@matchday/domain';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** JSON inside a <script> element: nothing in it can close the element or open a comment. */
const scriptJson = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface PageHeadInput {
  site: PublicSite;
  /** The page's own title (a league's or team's name), before the club's. */
  pageTitle: string | null;
  /** The absolute address of the page, and of the app, for the sharing tags. */
  url: string;
  appUrl: string;
  /** The home page paints the hero first: its image is asked for with the HTML. */
  isHome: boolean;
}

/** The widest variant of an image up to `maxWidth` (the sharing card wants ~1200 px). */
function variantUpTo(site: PublicSite, mediaId: string | null, maxWidth: number) {
  const media = mediaId ? site.media[mediaId] : undefined;
  if (!media) return undefined;
  return media.variants.filter((variant) => variant.width <= maxWidth).at(-1) ?? media.variants[0];
}

/**
 * What the site's HTML carries in its <head> so that a shared link previews and search engines read the page without
 * running JavaScript: the title, the description, the Open Graph and Twitter card tags, the theme colour; on the home
 * page a preload of the hero at the width the screen needs.
 */
export function pageHead({ site, pageTitle, url, appUrl, isHome }: PageHeadInput): string {
  const { document, club } = site;
  const siteTitle = document.seo.title ?? club.name;
  const title = pageTitle ? `${pageTitle} — ${siteTitle}` : siteTitle;
  const description = document.seo.description ?? document.hero.subheadline ?? `${club.name}: leagues, schedules, standings and registration.`;
  const share = variantUpTo(site, document.seo.share_media_id, 1280) ?? variantUpTo(site, document.hero.media_id, 1280);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="theme-color" content="${escapeHtml(document.theme.primary)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(club.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="${share ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (share) tags.push(`<meta property="og:image" content="${escapeHtml(appUrl + share.url)}" />`);
  const hero = document.hero.media_id ? site.media[document.hero.media_id] : undefined;
  if (isHome && hero) {
    const srcset = hero.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
    tags.push(`<link rel="preload" as="image" type="image/webp" imagesrcset="${escapeHtml(srcset)}" imagesizes="100vw" fetchpriority="high" />`);
  }
  return tags.join('\n    ');
}

/** The page's data, read by the site's script instead of a first request. */
export const pageData = (json: string): string => `<script type="application/json" id="site-data">${scriptJson(json)}</script>`;
