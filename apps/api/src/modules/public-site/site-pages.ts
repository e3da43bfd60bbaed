import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { text, type PublicSite } from '@matchday/domain';
import { notFound } from '../../lib/http-error.js';
import { pageData, pageHead } from './page-head.js';
import type { CachedPage } from './page-cache.js';
import type { PublicSiteService } from './service.js';

type PageRequest = FastifyRequest<{ Params: { slug: string; '*'?: string } }>;

const MAX_BUILT_PAGES = 500;
const SUB_PAGE = /^(leagues|teams)\/([^/]+)$/;
/** A league's registration flow: the league's page, named for registering, kept out of search results. */
const REGISTER_PAGE = /^leagues\/([^/]+)\/register$/;
/** The player's own pages: the site alone (their data needs the player's token), never indexed. */
const OWN_PAGES: readonly { path: RegExp; title: string }[] = [
  { path: /^orders\/[^/]+$/, title: 'Payment' },
  { path: /^me$/, title: 'My registrations' },
];

/** Which kind of page an address under /c/{slug}/ is: a league's or team's, a registration flow, a player's own page. */
function placeOf(rest: string): { kind?: string; id?: string; register: boolean; ownTitle: string | null } {
  const [, registerId] = REGISTER_PAGE.exec(rest) ?? [];
  if (registerId) return { kind: 'leagues', id: registerId, register: true, ownTitle: null };
  const [, kind, id] = SUB_PAGE.exec(rest) ?? [];
  return { kind, id, register: false, ownTitle: OWN_PAGES.find((page) => page.path.test(rest))?.title ?? null };
}
/**
 * The public site's pages (/c/{slug}, /c/{slug}/leagues/{id}, /c/{slug}/teams/{id}, and the registration flow's
 * /c/{slug}/leagues/{id}/register, /c/{slug}/orders/{id}, /c/{slug}/me): the built shell
 * (apps/web/site.html) with the page's <head> and data written in, so the first paint needs no API call and a shared
 * link previews. An unknown club, an unpublished site or a page it does not have is a 404 page.
 */
export async function registerSitePages(app: FastifyInstance, publicSite: PublicSiteService): Promise<void> {
  const shellFile = path.join(app.config.WEB_DIST_DIR, 'site.html');
  const shell = existsSync(shellFile) ? await readFile(shellFile, 'utf8') : null;

  // The HTML of each page as last built, by the ETags of the data it was built from: rebuilt only when they change.
  const built = new Map<string, { from: string; html: string; etag: string }>();

  const render = (shellHtml: string, path: string, rest: string, home: CachedPage | undefined, sub: CachedPage | undefined) => {
    const site = home ? (JSON.parse(home.body) as PublicSite) : null;
    const named = sub ? (JSON.parse(sub.body) as { league: { name: string }; team?: { name: string } }) : null;
    const { register, ownTitle } = placeOf(rest);
    const name = named ? (named.team?.name ?? named.league.name) : null;
    const head = site
      ? pageHead({
          site,
          pageTitle: register && name ? `Register: ${name}` : (ownTitle ?? name),
          url: `${app.config.APP_URL}${path}`,
          appUrl: app.config.APP_URL,
          isHome: rest === '',
        }) + (register || ownTitle ? '\n    <meta name="robots" content="noindex" />' : '')
      : '<title>Not found</title>\n    <meta name="robots" content="noindex" />';
    const data = `{"site":${home?.body ?? 'null'},"page":${sub?.body ?? 'null'}}`;
    const html = shellHtml.replace('<!--site-head-->', head).replace('<!--site-data-->', pageData(data));
    return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
  };

  const sitePage = async (request: PageRequest, reply: FastifyReply) => {
    if (!shell) throw notFound('The public site is not built: run npm run build');
    const { slug } = request.params;
    const rest = request.params['*'] ?? '';
    const home = await publicSite.site(slug);
    const { kind, id, ownTitle } = placeOf(rest);
    const sub = home && kind && id ? await (kind === 'leagues' ? publicSite.league(slug, id) : publicSite.team(slug, id)) : undefined;
    const found = home !== undefined && (rest === '' || sub !== undefined || ownTitle !== null);
    const path = `/c/${slug}${rest ? `/${rest}` : ''}`;
    const from = `${home?.etag}|${sub?.etag}`;
    let page = built.get(path);
    if (page?.from !== from) {
      page = { from, ...render(shell, path, rest, home, sub) };
      built.delete(path);
      built.set(path, page);
      if (built.size > MAX_BUILT_PAGES) built.delete(built.keys().next().value as string);
    }
    const { html, etag } = page;
    reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    // The editor previews the site in a frame of the admin app: the same origin may frame these pages, nobody else.
    const policy = String(reply.getHeader('content-security-policy') ?? '').replace("frame-ancestors 'none'", "frame-ancestors 'self'");
    reply.header('content-security-policy', policy).header('x-frame-options', 'SAMEORIGIN');
    if (found && request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .code(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(html);
  };

  const schema = { hide: true, params: z.object({ slug: text().max(64), '*': text().max(200).optional() }) };
  app.get('/c/:slug', { schema, handler: sitePage });
  app.get('/c/:slug/*', { schema, handler: sitePage });
}
