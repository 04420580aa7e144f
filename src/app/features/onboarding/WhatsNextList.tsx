import { List, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconArrowNarrowRight } from '@tabler/icons-react';
import { AGREEMENT_MESSAGES as A } from '#core/onboarding/agreement';
import { translate } from '../../i18n/translate.ts';
import { MirroredIcon } from '../../ui/MirroredIcon.tsx';

/** The spec's What's Next list of the agreement page. */
export function WhatsNextList() {
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {translate(A.whatsNextTitle)}
      </Title>
      <List
        size="sm"
        spacing={6}
        icon={
          <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
            <MirroredIcon icon={IconArrowNarrowRight} size={14} />
          </ThemeIcon>
        }
      >
        <List.Item>{translate(A.whatsNextEmail)}</List.Item>
        <List.Item>{translate(A.whatsNextProfile)}</List.Item>
      </List>
    </Stack>
  );
}
