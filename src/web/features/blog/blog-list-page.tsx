import {
  Anchor,
  Button,
  Card,
  Container,
  EmptyState,
  Grid,
  NavLink,
  type NavLinkProps,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import IconArticle from '@tabler/icons-react/dist/esm/icons/IconArticle.mjs';
import IconRss from '@tabler/icons-react/dist/esm/icons/IconRss.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createLink, useNavigate } from '@tanstack/react-router';
import { type ComponentPropsWithRef, useState } from 'react';
import { EXCERPT_LENGTHS } from '../../../shared/constants.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { categoriesQuery, publishedPostsQuery } from './blog-queries.ts';
import { type BlogSearch, filterPosts } from './blog-search.ts';
import { PostCard } from './post-card.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

type NavLinkAnchorProps = NavLinkProps & Omit<ComponentPropsWithRef<'a'>, keyof NavLinkProps>;

function NavLinkAnchor(props: NavLinkAnchorProps) {
  return <NavLink component="a" {...props} />;
}

const CategoryLink = createLink(NavLinkAnchor);

function SearchBox({ q }: { q: string | undefined }) {
  const navigate = useNavigate();
  // What is typed before the page is hydrated would not reach the search (docs/decisions/0009).
  const hydrated = useHydrated();
  const [value, setValue] = useState(q ?? '');
  // The address can change under the box (back button, a category link): follow it.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setValue(q ?? '');
  }
  return (
    <TextInput
      type="search"
      aria-label="Search posts"
      placeholder="Search posts..."
      disabled={!hydrated}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setValue(next);
        void navigate({
          to: '/blog',
          search: (previous) => ({ ...previous, q: next === '' ? undefined : next }),
          replace: true,
        });
      }}
    />
  );
}

function CategorySidebar({ active }: { active: string | undefined }) {
  const { data: categories } = useSuspenseQuery(categoriesQuery());
  return (
    <Card withBorder radius="lg" padding="sm" component="nav" aria-label="Categories">
      <Text fw={700} size="sm" px="sm" py={6}>
        Categories
      </Text>
      <CategoryLink
        to="/blog"
        search={(previous: BlogSearch) => ({ ...previous, category: undefined })}
        label="All Categories"
        active={!active}
        aria-current={!active ? 'page' : undefined}
      />
      {categories.map((category) => (
        <CategoryLink
          key={category.id}
          to="/blog"
          search={(previous: BlogSearch) => ({ ...previous, category: category.slug })}
          label={category.name}
          active={active === category.slug}
          aria-current={active === category.slug ? 'page' : undefined}
        />
      ))}
    </Card>
  );
}

function EmptyPosts({ filtered }: { filtered: boolean }) {
  const navigate = useNavigate();
  return (
    <Card withBorder radius="lg" padding="xl">
      <EmptyState
        icon={<IconArticle size={28} />}
        withIndicatorBackground
        title={filtered ? 'No posts found' : 'No blog posts yet'}
        description={
          filtered
            ? 'No post matches your search or category. Try other words or another category.'
            : 'Our first articles are on their way. Check back soon.'
        }
      >
        {filtered && (
          <EmptyState.Actions>
            <Button variant="default" onClick={() => void navigate({ to: '/blog', search: {} })}>
              Show all posts
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    </Card>
  );
}

function countOf(count: number): string {
  return `${count} post${count === 1 ? '' : 's'}`;
}

export function BlogListPage({ search }: { search: BlogSearch }) {
  const { data: posts } = useSuspenseQuery(publishedPostsQuery());
  const shown = filterPosts(posts, search);
  const filtered = Boolean(search.q?.trim() || search.category);

  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Stack gap={6} align="center" ta="center" mb={{ base: 28, md: 40 }}>
        <Title order={1}>Blog</Title>
        <Text c="dimmed" size="lg" maw={640}>
          Practical advice on turning AI drafts into content that is accurate, original and unmistakably
          human.
        </Text>
      </Stack>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="md">
            <SearchBox q={search.q} />
            <CategorySidebar active={search.category} />
            <Anchor href="/blog/rss.xml" size="sm" c="dimmed" visibleFrom="md">
              <IconRss size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
              RSS feed
            </Anchor>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
            {filtered ? `${shown.length} of ${countOf(posts.length)}` : countOf(posts.length)}
          </Text>
          {shown.length === 0 ? (
            <EmptyPosts filtered={posts.length > 0} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {shown.map((post) => (
                <PostCard
                  key={post.id}
                  post={post}
                  excerptLength={EXCERPT_LENGTHS.blogPublicList}
                  headingOrder={2}
                />
              ))}
            </SimpleGrid>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
