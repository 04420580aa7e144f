import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconSignature, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { RecordEntryFields, RecordEntryRow, RecordPlan } from '#core/record/record-entry-schema';
import {
  RECORD_SECTION_MAX_CHARS,
  RECORD_TEMPLATES,
  type RecordTemplate,
  TEMPLATES_OF_KIND,
} from '#core/record/record-lists';
import { translate } from '../../i18n/translate.ts';
import { useUnsavedInput } from '../../pwa/unsaved-input.ts';
import { DateField } from '../../ui/forms/DateField.tsx';
import { focusFirstError } from '../../ui/forms/focus-first-error.ts';
import { PlanFields } from './PlanFields.tsx';
import type { RecordLabels } from './record-labels.ts';
import { useRecordAutosave } from './useRecordAutosave.ts';

export type DraftValues = Pick<RecordEntryFields, 'writtenOn' | 'template' | 'sections' | 'plan'>;

type Props = {
  entry: RecordEntryRow;
  /** The values to start from: the stored draft with what was typed and not saved over it. */
  initial: DraftValues;
  /** The fields among them that were typed and not saved (a reload cut the pause short): saved now. */
  restored: readonly (keyof DraftValues)[];
  labels: RecordLabels;
  onSign: () => Promise<void>;
  onDelete: () => Promise<void>;
};

/**
 * A draft note, saved as it is typed (useRecordAutosave): its day, its template (a switch carries the
 * text of every section the new template lacks into its first section, under the old heading, so
 * nothing typed is lost), its sections — each in the direction of what is typed — or a plan's fields.
 */
export function DraftEntryForm({ entry, initial, restored, labels, onSign, onDelete }: Props) {
  const { t } = useLingui();
  const [values, setValues] = useState(initial);
  const autosave = useRecordAutosave(entry.id);
  const [confirming, setConfirming] = useState<'sign' | 'delete'>();
  const [signError, setSignError] = useState<string>();
  useUnsavedInput(`record-${entry.id}`, autosave.isDirty);
  // What a reload or a crash cut off before its save goes to the note now, as if just typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the editor opens.
  useEffect(() => {
    for (const field of restored) autosave.change(field, initial[field]);
  }, []);
  const errorOf = (field: string) => (autosave.errors[field] ? translate(autosave.errors[field]) : undefined);

  const set = <K extends keyof DraftValues>(field: K, value: DraftValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    autosave.change(field, value);
  };
  const setSection = (key: string, text: string) => set('sections', { ...values.sections, [key]: text });

  function switchTemplate(template: RecordTemplate) {
    const kept: Record<string, string> = {};
    const carried: string[] = [];
    const own: readonly string[] = RECORD_TEMPLATES[template];
    for (const [key, text] of Object.entries(values.sections)) {
      if (own.includes(key)) kept[key] = text;
      else if (text.trim() !== '')
        carried.push(`${labels.sections[key as keyof RecordLabels['sections']]}:\n${text}`);
    }
    const first = own[0] ?? 'text';
    if (carried.length > 0)
      kept[first] = [kept[first] ?? '', ...carried].filter((part) => part !== '').join('\n\n');
    const sections = kept as DraftValues['sections'];
    setValues((current) => ({ ...current, template, sections }));
    autosave.change('template', template);
    autosave.change('sections', sections);
  }

  async function sign() {
    setConfirming(undefined);
    const errors = await autosave.flush();
    if (Object.keys(errors).length > 0) {
      setSignError(t`Some fields are not saved: correct them before signing.`);
      focusFirstError(document.querySelector('form[data-record-form]'));
      return;
    }
    setSignError(undefined);
    await onSign();
  }

  const templates = TEMPLATES_OF_KIND[entry.kind];
  return (
    <form data-record-form onSubmit={(event) => event.preventDefault()} noValidate>
      <Stack gap="md">
        <Group gap="sm" grow wrap="wrap" align="flex-start">
          <DateField
            label={t`Date`}
            value={values.writtenOn}
            onChange={(value) => set('writtenOn', value)}
            error={errorOf('writtenOn')}
            required
          />
          {templates.length > 1 ? (
            <Select
              label={t`Template`}
              value={values.template}
              allowDeselect={false}
              onChange={(value) => value && switchTemplate(value as RecordTemplate)}
              data={templates.map((template) => ({ value: template, label: labels.templates[template] }))}
            />
          ) : null}
        </Group>
        {entry.kind === 'plan' && values.plan ? (
          <PlanFields
            plan={values.plan}
            onChange={(plan: RecordPlan) => set('plan', plan)}
            labels={labels}
            error={errorOf('plan')}
          />
        ) : null}
        {RECORD_TEMPLATES[values.template].map((key) => (
          <Textarea
            key={key}
            label={entry.kind === 'plan' ? t`Notes on the plan` : labels.sections[key]}
            value={values.sections[key] ?? ''}
            onChange={(event) => setSection(key, event.currentTarget.value)}
            autosize
            minRows={entry.kind === 'plan' ? 2 : 4}
            dir="auto"
            error={errorOf('sections')}
            description={
              (values.sections[key]?.length ?? 0) > RECORD_SECTION_MAX_CHARS * 0.9
                ? t`${values.sections[key]?.length ?? 0} of ${RECORD_SECTION_MAX_CHARS} characters`
                : undefined
            }
          />
        ))}
        <Text size="sm" c="dimmed" aria-live="polite">
          {autosave.isDirty ? (
            Object.keys(autosave.errors).length > 0 ? (
              <Trans>Some fields are not saved: they are kept on this device until corrected.</Trans>
            ) : (
              <Trans>Saving…</Trans>
            )
          ) : (
            <Trans>Saved on this device.</Trans>
          )}
        </Text>
        {signError ? (
          <Alert color="red" role="alert">
            {signError}
          </Alert>
        ) : null}
        <Group gap="sm" wrap="wrap">
          <Button leftSection={<IconSignature size={16} aria-hidden />} onClick={() => setConfirming('sign')}>
            <Trans>Sign the note</Trans>
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirming('delete')}
          >
            <Trans>Delete the draft</Trans>
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        title={confirming === 'sign' ? t`Sign this note?` : t`Delete this draft?`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="md">
          <Text>
            {confirming === 'sign' ? (
              <Trans>
                A signed note is locked: it can no longer be changed or deleted. Anything you add later is
                kept as an addendum, with your name and the time.
              </Trans>
            ) : (
              <Trans>The draft and everything written in it will be deleted.</Trans>
            )}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(undefined)}>
              <Trans>Cancel</Trans>
            </Button>
            {confirming === 'sign' ? (
              <Button onClick={() => void sign()}>
                <Trans>Sign</Trans>
              </Button>
            ) : (
              <Button
                color="red"
                onClick={() => {
                  setConfirming(undefined);
                  void onDelete();
                }}
              >
                <Trans>Delete</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
