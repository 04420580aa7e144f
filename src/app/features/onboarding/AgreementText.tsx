import { List, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { AGREEMENT_MESSAGES as A, AGREEMENT_CLAUSES } from '#core/onboarding/agreement';
import { translate } from '../../i18n/translate.ts';

/** The working agreement as the core words it: the same clauses the e-mail carries in full. */
export function AgreementText() {
  return (
    // A region that scrolls must be reachable by keyboard to be read (WCAG 2.1.1): focusable and named.
    <ScrollArea.Autosize
      mah={320}
      type="auto"
      offsetScrollbars
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': translate(A.title) }}
    >
      <Stack gap="xs" pe="xs">
        <Title order={2} fz="h4">
          {translate(A.title)}
        </Title>
        <Text size="sm">{translate(A.intro)}</Text>
        <List size="sm" spacing={6}>
          {AGREEMENT_CLAUSES.map((clause) => (
            <List.Item key={clause.id}>{translate(clause)}</List.Item>
          ))}
        </List>
      </Stack>
    </ScrollArea.Autosize>
  );
}
