import { Badge, Box, Card, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { useSuspenseQuery } from '@tanstack/react-query';
import { EXCERPT_LENGTHS } from '../../../shared/constants.ts';
import { AnchorLink, ButtonLink } from '../../components/router-links.tsx';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { postPageQuery } from './blog-queries.ts';
import { MarkdownContent } from './markdown-content.tsx';
import { PostCard } from './post-card.tsx';
import { PostDate } from './post-date.tsx';
import { PostImage } from './post-image.tsx';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

function CallToAction() {
  const { labels } = useSpelling();
  return (
    <Card withBorder radius="lg" padding="xl" bg="indigo.0" component="aside" aria-labelledby="cta-heading">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h3" id="cta-heading">
          Need your AI content to sound human?
        </Title>
        <Text c="dimmed">
          Our copywriters check or fully rewrite AI drafts so they are accurate, original and ready to
          publish. {labels.brand} makes it simple.
        </Text>
        <ButtonLink to="/" mt="xs">
          Learn More
        </ButtonLink>
      </Stack>
    </Card>
  );
}

export function BlogPostPage({ slug }: { slug: string }) {
  const {
    data: { post, related },
  } = useSuspenseQuery(postPageQuery(slug));

  return (
    <Container size="md" py={{ base: 24, md: 48 }}>
      <AnchorLink to="/blog" size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        Back to Blog
      </AnchorLink>

      <Box component="article" mt="md" aria-labelledby="post-title">
        <Stack gap="sm" mb="lg">
          <Group gap="sm">
            {post.category && (
              <Badge variant="light" tt="none">
                {post.category.name}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              <PostDate post={post} />
            </Text>
          </Group>
          <Title order={1} id="post-title" fz={{ base: 30, md: 40 }} lh={1.15}>
            {post.title}
          </Title>
          {post.excerpt && (
            <Text size="lg" c="dimmed">
              {post.excerpt}
            </Text>
          )}
        </Stack>
        <PostImage src={post.featuredImage} alt="" height={320} />
        <Box mt="lg">
          <MarkdownContent html={post.contentHtml} />
        </Box>
      </Box>

      <Divider my={40} />
      <CallToAction />

      {related.length > 0 && (
        <Box component="section" mt={48} aria-labelledby="related-heading">
          <Title order={2} size="h3" mb="md" id="related-heading">
            Related Posts
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {related.map((item) => (
              <PostCard key={item.id} post={item} excerptLength={EXCERPT_LENGTHS.blogPublicList} />
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Container>
  );
}
