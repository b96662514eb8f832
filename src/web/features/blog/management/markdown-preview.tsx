import { Box, Paper, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { renderMarkdown } from '../../../../shared/domain/markdown.ts';
import { MarkdownContent } from '../markdown-content.tsx';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Text.layer.css';

// The same renderer the server uses for readers, so what the admin previews is what readers get: a post's or
// a site page's.
export function MarkdownPreview({ content, id, empty }: { content: string; id: string; empty: string }) {
  const deferred = useDeferredValue(content);
  return (
    <Box>
      <Text component="h3" fw={500} size="sm" m={0} mb={4} id={id}>
        Preview
      </Text>
      <Paper
        withBorder
        radius="md"
        p="md"
        mih={260}
        mah={520}
        style={{ overflowY: 'auto' }}
        role="region"
        aria-labelledby={id}
      >
        {deferred.trim() === '' ? (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        ) : (
          <MarkdownContent html={renderMarkdown(deferred)} />
        )}
      </Paper>
    </Box>
  );
}
