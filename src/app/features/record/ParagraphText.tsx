import { Stack, Text } from '@mantine/core';

/**
 * Typed text shown paragraph by paragraph, each in its own direction (`dir="auto"`): a note may mix an
 * Arabic paragraph and a French one, and each must read from its own side.
 */
export function ParagraphText({ text }: { text: string }) {
  const paragraphs = text.split(/\n{2,}/);
  return (
    <Stack gap="xs">
      {paragraphs.map((paragraph, index) => (
        // The paragraphs of one text never reorder: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Text key={index} dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
