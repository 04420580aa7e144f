/**
 * `/book/{id}` drawn by the server: a specialist's open booking page in the visitor's language, its
 * markup from the build's renderer (page-renderer.ts) and its data beside it in a JSON block
 * (#core/booking/preloaded-booking), with the title and Open Graph tags a shared link is previewed
 * with. The hours themselves are drawn in the browser (the visitor's time zone is theirs to know). A
 * page not opened, an unknown id or a build without the renderer gets the shell.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import * as v from 'valibot';
import { bookingPage, bookingPhotoPath, type PublicBookingPage } from '#core/booking/booking-api';
import { BOOKING_MESSAGES } from '#core/booking/booking-messages';
import { preloadedBookingElement } from '#core/booking/preloaded-booking';
import { escapeHtml } from '#core/escape-html';
import type { LanguageCode } from '#core/languages';
import { APP_MARKUP_OUTLET, bookPageTemplateFile } from '#core/prerendered-pages';
import { syncedIdSchema } from '#core/sync/entity';
import { findOpenPage, readBookingPage } from '../booking/booking-page.ts';
import type { AppDeps } from '../deps.ts';
import { errorFields } from '../log.ts';
import type { AppEnv } from './app-env.ts';
import { drawnPageResponse, rendererLoader } from './page-renderer.ts';

const BOOK_PATH = /^\/book\/([^/]+)\/?$/;

/** The specialist id a path books with, e.g. `/book/<uuid>`; undefined for any other path. */
export function bookPageSpecialistId(requestPath: string): string | undefined {
  const id = BOOK_PATH.exec(requestPath)?.[1];
  return v.is(syncedIdSchema, id) ? id : undefined;
}

function withHead(html: string, page: PublicBookingPage, title: string, publicUrl: string): string {
  const openGraph = [
    ['og:type', 'website'],
    ['og:site_name', 'MindOffice'],
    ['og:url', `${publicUrl}${bookingPage(page.specialistId)}`],
    ['og:title', title],
    ...(page.hasPhoto ? [['og:image', `${publicUrl}${bookingPhotoPath(page.specialistId)}`]] : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content ?? '')}">`)
    .join('\n    ');
  return html
    .replace('</head>', () => `  ${openGraph}\n  </head>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)} · MindOffice</title>`);
}

export function bookPageRenderer(
  deps: Pick<AppDeps, 'db' | 'log' | 'distDir' | 'i18n'> & {
    publicUrl: () => string;
    now: () => Date;
  },
) {
  const loadRenderer = rendererLoader(deps.distDir, deps.log);
  return async (c: Context<AppEnv>, id: string, language: LanguageCode): Promise<Response | undefined> => {
    const renderer = await loadRenderer();
    if (!renderer) return undefined;
    const open = await findOpenPage(deps.db, id);
    if (!open) return undefined;
    const page = await readBookingPage(deps.db, id, open, deps.now());
    const { pageTitle } = BOOKING_MESSAGES;
    const title = deps.i18n
      .forLanguage(language)
      ._(pageTitle.id, { name: page.name }, { message: pageTitle.message });
    let html: string;
    try {
      const template = readFileSync(path.join(deps.distDir, bookPageTemplateFile(language)), 'utf8');
      const drawn = await renderer.renderPage(`/book/${id}`, language, { booking: page });
      html = withHead(template, page, title, deps.publicUrl())
        .replace(APP_MARKUP_OUTLET, () => drawn.markup)
        .replace('</body>', () => `  ${preloadedBookingElement(page)}\n  </body>`);
    } catch (error) {
      deps.log.warn('booking page render failed', { ...errorFields(error), path: c.req.path });
      return undefined;
    }
    return drawnPageResponse(c, html);
  };
}

export type BookPageRenderer = ReturnType<typeof bookPageRenderer>;
