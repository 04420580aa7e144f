// `/add-articles` and `/edit-articles/{id}`: an article in English, French and Arabic, saved on the
// device as it is typed (offline too) and synced through the outbox; the banner, type, category and
// author; the status moves; a preview drawn by the public page's renderer. The body editors and the
// preview load lazily (ProseMirror), so neither `/` nor `/articles` carries them.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconEye, IconPencil } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_LANGUAGES,
  ARTICLE_TYPES,
  type ArticleLanguage,
  type ArticleStatus,
} from '#core/articles/article-lists';
import { ARTICLE_MESSAGES } from '#core/articles/article-messages';
import {
  ARTICLE_TITLE_MAX_CHARS,
  type ArticleFields,
  CONTENT_FIELD,
  isLanguageComplete,
  newArticleFields,
  TITLE_FIELD,
} from '#core/articles/article-schema';
import { canMoveArticle } from '#core/articles/article-status';
import { isArticleDeleted, readArticle, setArticleStatus } from '#local/articles/article-commands';
import { readProfile } from '#local/profile/profile-commands';
import { readTypedInput } from '#local/typed-input';
import { translate } from '../../../i18n/translate.ts';
import { useUnsavedInput } from '../../../pwa/unsaved-input.ts';
import { referenceOptions } from '../../../ui/forms/reference-options.ts';
import { useIsOfficeSynced } from '../../../ui/SyncingOffice.tsx';
import { useOwnImage } from '../../profile/useOwnImage.ts';
import { articleStatusLabel, STATUS_COLOR } from '../article-labels.ts';
import { BannerField } from './BannerField.tsx';
import { LeaveGuard } from './LeaveGuard.tsx';
import { typedArticleKey, useArticleAutosave } from './useArticleAutosave.ts';

const RichTextField = lazy(() => import('./RichTextField.tsx'));
const ArticlePreview = lazy(() => import('./ArticlePreview.tsx'));

type EditableFields = Omit<ArticleFields, 'status' | 'publishedAt' | 'bannerFileId'>;

const DIRECTION: Record<ArticleLanguage, 'ltr' | 'rtl'> = { EN: 'ltr', FR: 'ltr', AR: 'rtl' };
const LANG: Record<ArticleLanguage, string> = { EN: 'en', FR: 'fr', AR: 'ar' };

/** The editable fields among kept typed input (a field the editor no longer has is left out). */
function pickEditable(typed: Record<string, unknown>): Partial<EditableFields> {
  const editable = new Set<string>(Object.keys(editableOf(newArticleFields(''))));
  return Object.fromEntries(Object.entries(typed).filter(([field]) => editable.has(field)));
}

function editableOf(fields: ArticleFields): EditableFields {
  const { status: _s, publishedAt: _p, bannerFileId: _b, ...editable } = fields;
  return editable;
}

/**
 * `/edit-articles/{id}`: the device's article, or — for an id it does not hold — a new one, created
 * under that id at the first input (`/add-articles` sends here with a new id). An article deleted on
 * this device is not found.
 */
export function ArticleEditorPage({ id }: { id: string }) {
  const profile = useLiveQuery(async () => (await readProfile()) ?? null, []);
  const doctorName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  const isSynced = useIsOfficeSynced();
  // Read once: the editor keeps its own state afterwards.
  const [read, setRead] = useState<{
    id: string;
    row: ArticleFields | null;
    isDeleted: boolean;
    typed: Record<string, unknown>;
  }>();
  const opened = read?.id === id ? read : undefined;
  const isOpened = opened !== undefined;
  useEffect(() => {
    if (isOpened || isSynced === undefined) return;
    let isCurrent = true;
    void Promise.all([readArticle(id), isArticleDeleted(id), readTypedInput(typedArticleKey(id))]).then(
      ([row, isDeleted, typed]) => {
        // An id this device does not hold while the office is still arriving may be an article on its
        // way (a new device, a fresh sign-in): it opens once the first pull is done, never as a new one.
        if (!isCurrent || (!row && !isDeleted && !isSynced)) return;
        setRead({ id, row: row ?? null, isDeleted, typed });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [id, isSynced, isOpened]);
  if (profile === undefined || opened === undefined) return <Skeleton h={480} radius="md" />;
  if (opened.isDeleted) return <Text role="alert">{translate(ARTICLE_MESSAGES.notFound)}</Text>;
  return (
    <ArticleEditor
      key={id}
      articleId={id}
      initial={opened.row ?? undefined}
      typed={opened.typed}
      doctorName={doctorName}
    />
  );
}

type EditorProps = {
  articleId: string;
  initial: ArticleFields | undefined;
  /** What was typed here before and the article does not hold (a reload, a refused field). */
  typed: Record<string, unknown>;
  doctorName: string;
};

function ArticleEditor({ articleId, initial, typed, doctorName }: EditorProps) {
  const { t } = useLingui();
  const autosave = useArticleAutosave(articleId, initial !== undefined, doctorName);
  const [values, setValues] = useState<EditableFields>(() => ({
    ...editableOf(initial ?? newArticleFields(doctorName)),
    ...pickEditable(typed),
  }));
  // What was typed before comes back as typed: saved now if its rules pass, else shown refused.
  const restoreTyped = useRef(typed);
  useEffect(() => {
    for (const [field, value] of Object.entries(pickEditable(restoreTyped.current)))
      autosave.change(field as keyof EditableFields, value);
    restoreTyped.current = {};
  }, [autosave.change]);
  const stored = useLiveQuery(
    async () => (autosave.id ? ((await readArticle(autosave.id)) ?? null) : null),
    [autosave.id],
  );
  const [tab, setTab] = useState<ArticleLanguage>('EN');
  const [isPreview, setPreview] = useState(false);
  const status: ArticleStatus = stored?.status ?? 'draft';
  const banner = useOwnImage(stored?.bannerFileId ?? null);
  useUnsavedInput('article-editor', autosave.isDirty);
  // A field fixed elsewhere (another device) while not being typed here shows its new value.
  useEffect(() => {
    if (stored && !autosave.isDirty) setValues(editableOf(stored));
  }, [stored, autosave.isDirty]);

  const set = <K extends keyof EditableFields>(field: K, value: EditableFields[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    autosave.change(field, value);
  };
  const errorOf = (field: string) => {
    const id = autosave.errors[field];
    return id ? translate(id) : undefined;
  };
  const moveTo = async (next: ArticleStatus) => {
    const id = await autosave.flush();
    if (!id) return;
    const result = await setArticleStatus(id, next);
    autosave.reportErrors(result.errors);
    const language = ARTICLE_LANGUAGES.find(
      (code) => result.errors[TITLE_FIELD[code]] || result.errors[CONTENT_FIELD[code]],
    );
    if (language) {
      setPreview(false);
      setTab(language);
    }
  };
  const fields = { ...(stored ?? newArticleFields(doctorName)), ...values };
  const moves = (['published', 'draft', 'archived'] as const).filter(
    (next) => next !== status && canMoveArticle(status, next),
  );
  const names: Record<ArticleLanguage, string> = { EN: t`English`, FR: t`French`, AR: t`Arabic` };

  return (
    <Stack gap="lg">
      <LeaveGuard
        flush={autosave.flush}
        hasRefusedInput={autosave.hasRefusedInput}
        isDirty={autosave.isDirty}
      />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {initial ? <Trans>Edit article</Trans> : <Trans>New article</Trans>}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color={STATUS_COLOR[status]} data-testid="article-status">
              {articleStatusLabel(status)}
            </Badge>
            <Text size="sm" c="gray.7" role="status" data-testid="article-save-state">
              {autosave.isDirty ? (
                Object.keys(autosave.errors).length > 0 ? (
                  <Trans>Some fields are not saved: see the messages below</Trans>
                ) : (
                  <Trans>Saving…</Trans>
                )
              ) : autosave.id ? (
                <Trans>Saved on this device</Trans>
              ) : (
                <Trans>Start typing: the article saves itself</Trans>
              )}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={isPreview ? <IconPencil size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
            onClick={() => setPreview((shown) => !shown)}
            aria-pressed={isPreview}
          >
            {isPreview ? <Trans>Back to writing</Trans> : <Trans>Preview</Trans>}
          </Button>
          {moves.map((next) => (
            <Button
              key={next}
              variant={next === 'published' ? 'filled' : 'default'}
              onClick={() => void moveTo(next)}
            >
              {next === 'published' ? (
                <Trans>Publish</Trans>
              ) : next === 'archived' ? (
                <Trans>Archive</Trans>
              ) : status === 'published' ? (
                <Trans>Unpublish</Trans>
              ) : (
                <Trans>Back to draft</Trans>
              )}
            </Button>
          ))}
        </Group>
      </Group>
      {errorOf('status') ? (
        <Text c="red.8" size="sm" role="alert">
          {errorOf('status')}
        </Text>
      ) : null}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="md" radius="md">
            <Tabs
              value={tab}
              onChange={(next) => next && setTab(next as ArticleLanguage)}
              keepMounted={false}
            >
              <Tabs.List mb="md">
                {ARTICLE_LANGUAGES.map((language) => {
                  const isDone = isLanguageComplete(fields, language);
                  return (
                    <Tabs.Tab
                      key={language}
                      value={language}
                      rightSection={isDone ? <IconCheck size={14} aria-hidden /> : null}
                      aria-label={
                        isDone ? t`${names[language]}: complete` : t`${names[language]}: not complete`
                      }
                    >
                      {names[language]}
                    </Tabs.Tab>
                  );
                })}
              </Tabs.List>
              {ARTICLE_LANGUAGES.map((language) => (
                <Tabs.Panel key={language} value={language}>
                  {isPreview ? (
                    <Suspense fallback={<Skeleton h={320} radius="md" />}>
                      <ArticlePreview
                        lang={LANG[language]}
                        dir={DIRECTION[language]}
                        title={values[TITLE_FIELD[language]]}
                        body={values[CONTENT_FIELD[language]]}
                        bannerUrl={banner.url}
                        doctorName={values.doctorName}
                      />
                    </Suspense>
                  ) : (
                    <Stack gap="md">
                      <TextInput
                        label={t`Title (${names[language]})`}
                        dir={DIRECTION[language]}
                        lang={LANG[language]}
                        value={values[TITLE_FIELD[language]]}
                        maxLength={ARTICLE_TITLE_MAX_CHARS + 20}
                        onChange={(event) => set(TITLE_FIELD[language], event.currentTarget.value)}
                        onBlur={() => void autosave.flush()}
                        error={errorOf(TITLE_FIELD[language])}
                      />
                      <Suspense fallback={<Skeleton h={320} radius="md" />}>
                        <RichTextField
                          lang={LANG[language]}
                          dir={DIRECTION[language]}
                          label={t`Content (${names[language]})`}
                          value={values[CONTENT_FIELD[language]]}
                          onChange={(body) => set(CONTENT_FIELD[language], body)}
                          onBlur={() => void autosave.flush()}
                          error={errorOf(CONTENT_FIELD[language])}
                        />
                      </Suspense>
                    </Stack>
                  )}
                </Tabs.Panel>
              ))}
            </Tabs>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <BannerField
                fileId={stored?.bannerFileId ?? null}
                ensureArticle={async () => {
                  // A banner picked first creates the article with the fields typed so far.
                  if (!autosave.id) autosave.change('articleType', values.articleType);
                  return autosave.flush();
                }}
                error={errorOf('bannerFileId')}
              />
              <Select
                label={t`Article type`}
                data={referenceOptions(ARTICLE_TYPES)}
                value={values.articleType}
                onChange={(value) => value && set('articleType', value as EditableFields['articleType'])}
                allowDeselect={false}
                error={errorOf('articleType')}
              />
              <Select
                label={t`Category`}
                data={referenceOptions(ARTICLE_CATEGORIES)}
                value={values.category}
                onChange={(value) => set('category', value as EditableFields['category'])}
                clearable
                searchable
                error={errorOf('category')}
              />
              <TextInput
                label={t`Author name`}
                description={t`As readers see it`}
                value={values.doctorName}
                onChange={(event) => set('doctorName', event.currentTarget.value)}
                onBlur={() => void autosave.flush()}
                error={errorOf('doctorName')}
              />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
