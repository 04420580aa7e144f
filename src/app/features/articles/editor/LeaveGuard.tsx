// Leaving the editor saves what waits; input a rule refused is not stored, so leaving with it asks
// first (in the app, a dialog; closing the tab, the browser's own prompt).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';

type Props = { flush: () => Promise<unknown>; hasRefusedInput: () => boolean; isDirty: boolean };

export function LeaveGuard({ flush, hasRefusedInput, isDirty }: Props) {
  const { t } = useLingui();
  const blocker = useBlocker({
    shouldBlockFn: async () => {
      await flush();
      return hasRefusedInput();
    },
    enableBeforeUnload: () => isDirty,
    withResolver: true,
  });
  const isOpen = blocker.status === 'blocked';
  return (
    <Modal
      opened={isOpen}
      onClose={() => blocker.reset?.()}
      title={<Trans>Leave this article?</Trans>}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      <Text size="sm" mb="lg">
        <Trans>Some of what you typed breaks a rule and is not saved. If you leave now, it is lost.</Trans>
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          <Trans>Stay and fix it</Trans>
        </Button>
        <Button color="red.8" onClick={() => blocker.proceed?.()}>
          <Trans>Leave without it</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
