// The article as readers will see it, drawn by the renderer the server uses for the public page
// (#core/articles/article-sanitize) from the same JSON, so what the preview shows is what is published.
import { Image, Stack, Text, Title, Typography } from '@mantine/core';
import type { ArticleDocument } from '#core/articles/article-document';
import { renderArticleHtml, sanitizeArticleDocument } from '#core/articles/article-sanitize';

export type ArticlePreviewProps = {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  body: ArticleDocument | null;
  bannerUrl: string | undefined;
  doctorName: string;
};

export default function ArticlePreview({
  lang,
  dir,
  title,
  body,
  bannerUrl,
  doctorName,
}: ArticlePreviewProps) {
  const document = body ? sanitizeArticleDocument(body) : undefined;
  return (
    <Stack gap="md" lang={lang} dir={dir} data-testid="article-preview">
      {bannerUrl ? <Image src={bannerUrl} alt="" radius="md" h={180} fit="cover" /> : null}
      <Title order={2}>{title}</Title>
      <Text size="sm" c="gray.7">
        {doctorName}
      </Text>
      {document ? (
        // Our renderer's output: text and attributes escaped, only the schema's tags.
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the static renderer's escaped output. */}
          <div dangerouslySetInnerHTML={{ __html: renderArticleHtml(document) }} />
        </Typography>
      ) : null}
    </Stack>
  );
}
