import '@mantine/dropzone/styles.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { DOC_MAX_FILES } from '#core/constants';
import { toLocale } from '#core/languages';
import { checkPickedFile, FILE_KIND_RULES, type FileKind, isNearDocumentTotal } from '#core/onboarding/files';
import { ONBOARDING_MESSAGES } from '#core/onboarding/messages';
import { translate } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatBytes } from './format-bytes.ts';
import { UploadList, type UploadView } from './UploadList.tsx';

export type { UploadView };

type Props = {
  kind: FileKind;
  label: string;
  description?: string | undefined;
  items: readonly UploadView[];
  /** Files that passed the core's checks; a single-file kind replaces its file. */
  onAccept: (files: File[]) => void;
  onRemove: (key: string) => void;
  onShow: (key: string) => void;
  onRetry?: (key: string) => void;
  error?: string | undefined;
  required?: boolean;
  testId: string;
};

/**
 * Drag-and-drop or pick files, checked with the core's rules (type, size, count, total) before
 * anything is sent, with each file's progress, Show Document and Remove. The caller uploads.
 */
export function FileDropzone(props: Props) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const id = useId();
  const [refusal, setRefusal] = useState<string>();
  const { kind, items } = props;
  const isList = kind === 'document';
  const rule = FILE_KIND_RULES[kind];
  const errorId = `${id}-error`;

  function onDropAny(files: File[], rejections: { file: File }[]) {
    const attached: { size: number }[] = isList ? [...items] : [];
    const accepted: File[] = [];
    let firstRefusal: string | undefined;
    for (const file of [...files, ...rejections.map((rejection) => rejection.file)]) {
      const problem = checkPickedFile(kind, file, attached);
      if (problem) {
        firstRefusal ??= translate(problem);
        continue;
      }
      accepted.push(file);
      attached.push(file);
      if (!isList) break;
    }
    setRefusal(firstRefusal);
    if (accepted.length > 0) props.onAccept(accepted);
  }

  const error = refusal ?? props.error;
  const types = rule.extensions.map((extension) => extension.slice(1).toUpperCase()).join(', ');
  const size = formatBytes(rule.maxBytes, locale);
  return (
    <Input.Wrapper
      label={props.label}
      description={props.description}
      required={props.required ?? false}
      error={error}
      errorProps={{ id: errorId }}
      data-testid={props.testId}
    >
      <Stack gap="xs" mt={4}>
        <Dropzone
          onDrop={() => undefined}
          onDropAny={onDropAny}
          multiple={isList}
          accept={[...rule.mimeTypes]}
          inputProps={{ 'aria-label': props.label, 'aria-describedby': error ? errorId : undefined }}
          // The drop area is what takes focus: focusFirstError finds it by this mark.
          data-invalid={error ? 'true' : 'false'}
          p="md"
        >
          <Group justify="center" gap="sm" mih={48} style={{ pointerEvents: 'none' }}>
            <IconUpload size={26} aria-hidden />
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                <Trans>Drag files here or click to choose</Trans>
              </Text>
              <Text size="xs" c="dimmed">
                {isList
                  ? t`${types}, up to ${size} each, at most ${DOC_MAX_FILES} files`
                  : t`${types}, up to ${size}`}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {isList && items.length >= DOC_MAX_FILES ? (
          <Text size="sm" c="orange.9">
            {translate(ONBOARDING_MESSAGES.maxFilesReached)}
          </Text>
        ) : null}
        {isList && isNearDocumentTotal(items) ? (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} p="xs" role="status">
            {translate(ONBOARDING_MESSAGES.documentsNearTotal)}
          </Alert>
        ) : null}
        <UploadList items={items} onRemove={props.onRemove} onShow={props.onShow} onRetry={props.onRetry} />
      </Stack>
    </Input.Wrapper>
  );
}
