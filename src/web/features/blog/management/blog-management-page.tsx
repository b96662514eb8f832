import { Anchor, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import IconArticle from '@tabler/icons-react/dist/esm/icons/IconArticle.mjs';
import IconCategory from '@tabler/icons-react/dist/esm/icons/IconCategory.mjs';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import { Suspense } from 'react';
import { AnchorLink } from '../../../components/router-links.tsx';
import { lazyComponent, PartLoading } from '../../../lib/lazy-component.tsx';
import { PostsTab } from './posts-tab.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Title.layer.css';

// The Categories and Pages tabs load when chosen; the page always opens on the posts (docs/decisions/0043).
const CategoriesTab = lazyComponent(async () => (await import('./categories-tab.tsx')).CategoriesTab);
const SitePagesTab = lazyComponent(async () => (await import('./site-pages-tab.tsx')).SitePagesTab);

export function BlogManagementPage() {
  return (
    <Container size="lg" py={{ base: 32, md: 48 }}>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Blog Management</Title>
          <Text c="dimmed">
            Write, publish and organise the posts of the public blog, and edit the site's own pages.
          </Text>
        </Stack>
        <Group gap="md">
          <AnchorLink to="/blog" size="sm">
            View the blog
          </AnchorLink>
          <Anchor href="/blog/rss.xml" size="sm">
            RSS feed
          </Anchor>
        </Group>
      </Group>
      <Tabs defaultValue="posts" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="posts" leftSection={<IconArticle size={16} aria-hidden />}>
            Blog Posts
          </Tabs.Tab>
          <Tabs.Tab value="categories" leftSection={<IconCategory size={16} aria-hidden />}>
            Categories
          </Tabs.Tab>
          <Tabs.Tab value="pages" leftSection={<IconFileText size={16} aria-hidden />}>
            Pages
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="posts">
          <PostsTab />
        </Tabs.Panel>
        <Tabs.Panel value="categories">
          <Suspense fallback={<PartLoading />}>
            <CategoriesTab />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="pages">
          <Suspense fallback={<PartLoading />}>
            <SitePagesTab />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
