import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { SitePageSlug } from '../../../shared/schemas/site-pages.ts';
import { formatDate } from '../../lib/format.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { sitePageQuery } from './blog-queries.ts';
import { MarkdownContent } from './markdown-content.tsx';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

/**
 * The terms, the privacy notice or the contact page (docs/product.md "Site pages"): the admin's text, or the
 * default until they save one. The date is the server's in UTC until hydrated, then the reader's, as a post's.
 */
export function SitePageView({ slug }: { slug: SitePageSlug }) {
  const { data: page } = useSuspenseQuery(sitePageQuery(slug));
  const hydrated = useHydrated();
  const updated = formatDate(page.updatedAt, hydrated ? 'local' : 'UTC');

  return (
    <Container size="md" py={{ base: 24, md: 48 }}>
      <Box component="article" aria-labelledby="site-page-title">
        <Stack gap={6} mb="lg">
          <Title order={1} id="site-page-title" fz={{ base: 30, md: 40 }} lh={1.15}>
            {page.title}
          </Title>
          {updated && (
            <Text size="sm" c="dimmed">
              Last updated {updated}
            </Text>
          )}
        </Stack>
        <MarkdownContent html={page.html} />
      </Box>
    </Container>
  );
}
