// The scrolling box of a conversation: a `log` region screen readers follow, reachable by keyboard to
// scroll, a few screens tall on any device. `onScroll` lets a page know whether the reader is at the end.
import { useLingui } from '@lingui/react/macro';
import { Box, Paper } from '@mantine/core';
import { forwardRef, type ReactNode, type UIEvent } from 'react';

type Props = { children: ReactNode; onScroll?: (event: UIEvent<HTMLDivElement>) => void };

export const MessageLog = forwardRef<HTMLDivElement, Props>(function MessageLog({ children, onScroll }, ref) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="sm">
      <Box
        ref={ref}
        role="log"
        aria-label={t`Messages`}
        tabIndex={0}
        h="min(60dvh, 40rem)"
        style={{ overflowY: 'auto' }}
        {...(onScroll ? { onScroll } : {})}
      >
        {children}
      </Box>
    </Paper>
  );
});
