// `/read/{id}`: a published article for anyone, no sign-in. Shown in the reader's language (`?lang=`,
// then the browser's), each part falling back to another language with a note; the author's name,
// photo and profession; the page's title and description. Once read, the service worker keeps it for
// offline reading. A draft or archived article is not found, except for its signed-in author.
// A first visit arrives drawn by the server with its data beside it (PreloadedArticleContext): the page
// hydrates that, without asking again; every other visit fetches the article.
// A public page: it paints with the public stylesheet (ui/styles/public-styles.ts) and the styles of
// the two components it adds, not all of Mantine (load-full-styles.ts).
import '@mantine/core/styles/Avatar.layer.css';
// The frame's Container: without its padding the text touched a phone's edges.
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Avatar, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useContext, useEffect, useState } from 'react';
import type { ArticleLanguage } from '#core/articles/article-lists';
import type { PreloadedArticle } from '#core/articles/preloaded-article';
import {
  type PublicArticle,
  publicArticleAuthorPhotoPath,
  publicArticleBannerPath,
  readerLanguage,
  shownParts,
} from '#core/articles/public-article';
import { formatCalendarDay } from '#core/calendar-day';
import type { LanguageCode } from '#core/languages';
import { PROFESSION_TITLES, PROFESSIONS } from '#core/onboarding/professions';
import { fetchPublicArticle, type PublicArticleAnswer } from '#local/articles/public-article-client';
import { translate } from '../../../i18n/translate.ts';
import { initialsOf } from '../../../ui/initials.ts';
import { PublicPageFrame } from '../../../ui/PublicPageFrame.tsx';
import { usePageHead } from '../../../ui/usePageHead.ts';
import { NotFoundPage } from '../../errors/NotFoundPage.tsx';
import { articleCategoryLabel, articleTypeLabel } from '../article-labels.ts';
import classes from './article-reading.module.css';
import { PreloadedArticleContext } from './preloaded-article-context.ts';
import { useArticleImage } from './useArticleImage.ts';

const LANG: Record<ArticleLanguage, string> = { EN: 'en', FR: 'fr', AR: 'ar' };
const DIR: Record<ArticleLanguage, 'ltr' | 'rtl'> = { EN: 'ltr', FR: 'ltr', AR: 'rtl' };

/** The server's article when it is this one: what the page was drawn with. */
function preloadedFor(id: string, preloaded: PreloadedArticle | undefined): PreloadedArticle | undefined {
  return preloaded?.article.id === id ? preloaded : undefined;
}

const asAnswer = (preloaded: PreloadedArticle | undefined): PublicArticleAnswer | undefined =>
  preloaded && { status: 'ok', article: preloaded.article };

export function ReadArticlePage({ id }: { id: string }) {
  const preloaded = useContext(PreloadedArticleContext);
  const fromServer = preloadedFor(id, preloaded);
  const [answer, setAnswer] = useState(() => asAnswer(fromServer));
  useEffect(() => {
    const drawn = preloadedFor(id, preloaded);
    setAnswer(asAnswer(drawn));
    if (drawn) return undefined;
    let isCurrent = true;
    void fetchPublicArticle(id).then((next) => {
      if (isCurrent) setAnswer(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [id, preloaded]);
  if (answer?.status === 'not-found') return <NotFoundPage />;
  return (
    <PublicPageFrame>
      {answer === undefined ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton className={classes.banner} />
          <Skeleton h={36} w="70%" />
          <Skeleton h={200} />
        </Stack>
      ) : answer.status === 'unreachable' ? (
        <Alert color="yellow" role="alert" title={<Trans>This article cannot be loaded</Trans>}>
          <Trans>
            You are offline and this article was not read on this device before. Try again once connected.
          </Trans>
        </Alert>
      ) : (
        <ArticleView
          article={answer.article}
          publishedOn={fromServer?.publishedOn}
          // The server chose it from Accept-Language; hydration must draw the language the markup has.
          wanted={
            fromServer?.readerLanguage ??
            readerLanguage(new URLSearchParams(window.location.search).get('lang'), navigator.languages)
          }
        />
      )}
    </PublicPageFrame>
  );
}

function professionLabel(article: PublicArticle): string {
  const title = PROFESSION_TITLES.find((item) => item.code === article.professionTitle);
  const profession = PROFESSIONS.find((item) => item.code === article.profession);
  const label = title?.label ?? profession?.label;
  return label ? translate(label) : '';
}

type ArticleViewProps = {
  article: PublicArticle;
  wanted: LanguageCode;
  /** The day as the server wrote it (PreloadedArticle), when the page was drawn there. */
  publishedOn: string | undefined;
};

function ArticleView({ article, wanted, publishedOn }: ArticleViewProps) {
  const { t, i18n } = useLingui();
  const { titleLanguage, bodyLanguage, description } = shownParts(article, wanted);
  const title = article.titles[titleLanguage] || t`Untitled article`;
  const names: Record<ArticleLanguage, string> = { EN: t`English`, FR: t`French`, AR: t`Arabic` };
  const shownName = bodyLanguage ? names[bodyLanguage] : '';
  usePageHead(`${title} · MindOffice`, description);
  const published =
    publishedOn ?? (article.publishedAt ? formatCalendarDay(article.publishedAt, i18n.locale) : undefined);
  const profession = professionLabel(article);
  const body = bodyLanguage ? article.bodies[bodyLanguage] : null;
  const isPublic = article.status === 'published';
  const bannerUrl = useArticleImage(publicArticleBannerPath(article.id), article.hasBanner, isPublic);
  const photoUrl = useArticleImage(
    publicArticleAuthorPhotoPath(article.id),
    article.hasAuthorPhoto,
    isPublic,
  );
  return (
    <Stack gap="lg" component="article">
      {article.status !== 'published' ? (
        <Alert color="yellow" role="status" title={<Trans>Only you can see this article</Trans>}>
          <Trans>
            It is not published: readers get “page not found” at this address until you publish it.
          </Trans>
        </Alert>
      ) : null}
      {article.hasBanner ? (
        <img className={classes.banner} src={bannerUrl} alt="" width={760} height={253} />
      ) : null}
      <Stack gap="xs">
        <Text size="sm" c="teal.9" fw={600}>
          {[articleTypeLabel(article.articleType), articleCategoryLabel(article.category)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Title order={1} lang={LANG[titleLanguage]} dir={DIR[titleLanguage]}>
          {title}
        </Title>
      </Stack>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={photoUrl ?? null} alt="" radius="xl" size={48} color="teal">
          {initialsOf(article.doctorName)}
        </Avatar>
        <Stack gap={0}>
          <Text fw={600}>{article.doctorName}</Text>
          <Text size="sm" c="gray.7">
            {[profession, published].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Group>
      {bodyLanguage !== wanted || titleLanguage !== wanted ? (
        <Alert color="teal" data-testid="language-fallback-note">
          {bodyLanguage ? (
            <Trans>
              This article is not available in {names[wanted]} yet; it is shown in {shownName}.
            </Trans>
          ) : (
            <Trans>This article is not available in {names[wanted]} yet.</Trans>
          )}
        </Alert>
      ) : null}
      {body && bodyLanguage ? (
        <div
          className={classes.body}
          lang={LANG[bodyLanguage]}
          dir={DIR[bodyLanguage]}
          data-testid="article-body"
          // The server's static renderer built this from the stored, sanitized document: text and
          // attributes escaped, only the schema's tags (#core/articles/article-sanitize).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: see above.
          dangerouslySetInnerHTML={{ __html: body }}
        />
      ) : null}
    </Stack>
  );
}
