// The frame of one profile section: its fields, then Save with what became of the last save (queued
// on this device, sent when online: the outbox's own indicator tells when it reached the server).
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ProfileSection } from './useProfileSection.ts';

type Props<TValues extends Record<string, unknown>> = {
  section: ProfileSection<TValues>;
  testId: string;
  children: ReactNode;
};

export function SectionForm<TValues extends Record<string, unknown>>({
  section,
  testId,
  children,
}: Props<TValues>) {
  return (
    <form ref={section.formRef} onSubmit={section.onSubmit} noValidate data-testid={testId}>
      <Stack gap="md" maw={720}>
        {children}
        <Group gap="sm">
          <Button type="submit" loading={section.status === 'saving'}>
            <Trans>Save</Trans>
          </Button>
          {section.form.isDirty() ? (
            <Button variant="default" onClick={section.discard}>
              <Trans>Discard changes</Trans>
            </Button>
          ) : null}
          {/* Always rendered, so a screen reader announces the text when it appears. */}
          <Text size="sm" c="teal.9" role="status">
            {section.status === 'saved' ? (
              <>
                <IconCheck size={14} aria-hidden /> <Trans>Saved</Trans>
              </>
            ) : null}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
