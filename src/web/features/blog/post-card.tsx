import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import type { BlogPost } from '../../../shared/schemas/blog.ts';
import { ButtonLink } from '../../components/router-links.tsx';
import { postExcerpt } from './blog-text.ts';
import { PostDate } from './post-date.tsx';
import { PostImage } from './post-image.tsx';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

/** headingOrder: the level below the heading the card sits under (the page's h1 on the list, "Related Posts"). */
export function PostCard({
  post,
  excerptLength,
  headingOrder = 3,
}: {
  post: BlogPost;
  excerptLength: number;
  headingOrder?: 2 | 3;
}) {
  const headingId = `post-${post.id}-title`;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId} h="100%">
      {post.featuredImage && (
        <Card.Section mb="md">
          <PostImage src={post.featuredImage} alt="" height={170} />
        </Card.Section>
      )}
      <Stack gap="xs" style={{ flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          {post.category ? (
            <Badge variant="light" tt="none">
              {post.category.name}
            </Badge>
          ) : (
            <span />
          )}
          <Text size="xs" c="dimmed">
            <PostDate post={post} />
          </Text>
        </Group>
        <Title order={headingOrder} size="h4" id={headingId} lineClamp={2}>
          {post.title}
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {postExcerpt(post, excerptLength)}
        </Text>
        <div>
          <ButtonLink
            to="/blog/$slug"
            params={{ slug: post.slug }}
            variant="light"
            size="sm"
            rightSection={<IconArrowRight size={16} aria-hidden />}
            aria-describedby={headingId}
          >
            Read More
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}
