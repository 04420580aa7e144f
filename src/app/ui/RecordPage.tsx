// Pieces every record page of the office shares (a patient, a session, and the ones to come).
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AnchorLink } from './links.tsx';

/** The page of a record this device does not hold (deleted, another account's, a mistyped link). */
export function RecordNotFound({
  title,
  back,
}: {
  title: ReactNode;
  back: { to: '/patients' | '/sessions'; label: ReactNode };
}) {
  return (
    <Stack>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <AnchorLink to={back.to}>{back.label}</AnchorLink>
    </Stack>
  );
}

/** One labelled value of a record. `ltr`: phone numbers and e-mails read left to right in every language. */
export function Fact({
  label,
  children,
  testId,
  ltr = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  ltr?: boolean;
}) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text data-testid={testId}>{ltr ? <span dir="ltr">{children}</span> : children}</Text>
    </Stack>
  );
}
