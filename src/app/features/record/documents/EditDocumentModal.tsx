// Correct a document's title or kind. What is typed is kept on the device until saved (a reload or a
// closed dialog loses nothing); a title the rules refuse is said in the user's language, nothing saved.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { PATIENT_DOCUMENT_CATEGORIES, type PatientDocumentCategory } from '#core/record/record-lists';
import { type ListedDocument, updatePatientDocument } from '#local/record/patient-documents';
import { discardTypedInput, keepTypedInput, readTypedInput } from '#local/typed-input';
import { translate } from '../../../i18n/translate.ts';
import { useRecordLabels } from '../record-labels.ts';

type Values = { title: string; category: PatientDocumentCategory };

const isCategory = (value: unknown): value is PatientDocumentCategory =>
  (PATIENT_DOCUMENT_CATEGORIES as readonly unknown[]).includes(value);

export function EditDocumentModal({
  document,
  onClose,
}: {
  document?: ListedDocument | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const labels = useRecordLabels();
  const [values, setValues] = useState<Values>();
  const [error, setError] = useState<string>();
  const key = document ? `patientDocument:${document.id}` : '';

  useEffect(() => {
    setError(undefined);
    if (!document) return setValues(undefined);
    setValues({ title: document.title, category: document.category });
    let isCurrent = true;
    void readTypedInput(`patientDocument:${document.id}`).then((typed) => {
      if (!isCurrent) return;
      setValues((current) => ({
        title: typeof typed.title === 'string' ? typed.title : (current?.title ?? document.title),
        category: isCategory(typed.category) ? typed.category : (current?.category ?? document.category),
      }));
    });
    return () => {
      isCurrent = false;
    };
  }, [document]);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => (current ? { ...current, [field]: value } : current));
    void keepTypedInput(key, { [field]: value });
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!document || !values) return;
    const { errors } = await updatePatientDocument(document.id, values);
    if (errors.title) return setError(translate(errors.title));
    await discardTypedInput(key);
    onClose();
  }

  return (
    <Modal
      opened={document !== undefined}
      onClose={onClose}
      title={t`Edit the document`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {values ? (
        <form onSubmit={(event) => void save(event)} noValidate data-testid="document-form">
          <Stack gap="sm">
            <TextInput
              label={t`Title`}
              required
              data-autofocus
              dir="auto"
              value={values.title}
              onChange={(event) => set('title', event.currentTarget.value)}
              error={error}
            />
            <Select
              label={t`Kind of document`}
              value={values.category}
              onChange={(value) => (isCategory(value) ? set('category', value) : undefined)}
              data={PATIENT_DOCUMENT_CATEGORIES.map((option) => ({
                value: option,
                label: labels.documentCategories[option],
              }))}
              allowDeselect={false}
            />
            <Group justify="flex-end" mt="sm">
              <Button
                variant="default"
                onClick={() => {
                  void discardTypedInput(key);
                  onClose();
                }}
              >
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit">
                <Trans>Save</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
