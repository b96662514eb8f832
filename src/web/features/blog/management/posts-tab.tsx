import { Badge, Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import IconArticle from '@tabler/icons-react/dist/esm/icons/IconArticle.mjs';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { EXCERPT_LENGTHS } from '../../../../shared/constants.ts';
import type { BlogPost } from '../../../../shared/schemas/blog.ts';
import { ButtonLink } from '../../../components/router-links.tsx';
import { lazyComponent, useOpenedOnce } from '../../../lib/lazy-component.tsx';
import { toast } from '../../../lib/toast.ts';
import { trpc } from '../../../trpc.ts';
import { allPostsQuery, categoriesQuery, refreshBlog } from '../blog-queries.ts';
import { postDate, postExcerpt } from '../blog-text.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

type Editing = { post: BlogPost | undefined } | null;

function PostRow({ post, onEdit, onDelete }: { post: BlogPost; onEdit: () => void; onDelete: () => void }) {
  const queryClient = useQueryClient();
  const publish = useMutation(trpc.blog.publishPost.mutationOptions());
  const unpublish = useMutation(trpc.blog.unpublishPost.mutationOptions());

  const togglePublished = async () => {
    try {
      const updated = await (post.published ? unpublish : publish).mutateAsync({ id: post.id });
      await refreshBlog(queryClient);
      toast({
        title: 'Post updated',
        description: updated.published ? 'The post is now published.' : 'The post is now a draft.',
      });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to update post status. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={post.title}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} size="h5">
              {post.title}
            </Title>
            <Badge color={post.published ? 'green' : 'gray'} variant="light">
              {post.published ? 'Published' : 'Draft'}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {post.category?.name ?? 'No category'} · /blog/{post.slug} · {postDate(post)}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {postExcerpt(post, EXCERPT_LENGTHS.blogAdminFallback)}
          </Text>
        </Stack>
        <Group gap="xs">
          {post.published && (
            <ButtonLink
              to="/blog/$slug"
              params={{ slug: post.slug }}
              size="xs"
              variant="subtle"
              leftSection={<IconEye size={14} aria-hidden />}
            >
              View
            </ButtonLink>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            color={post.published ? 'orange' : 'green'}
            loading={publish.isPending || unpublish.isPending}
            onClick={togglePublished}
          >
            {post.published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

// The editor and the confirmation load when first opened, not with the page (docs/decisions/0043).
const PostDialog = lazyComponent(async () => (await import('./post-dialog.tsx')).PostDialog);
const ConfirmDeleteDialog = lazyComponent(
  async () => (await import('./confirm-delete-dialog.tsx')).ConfirmDeleteDialog,
);

export function PostsTab() {
  const queryClient = useQueryClient();
  const { data: posts } = useSuspenseQuery(allPostsQuery());
  const { data: categories } = useSuspenseQuery(categoriesQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const remove = useMutation(trpc.blog.deletePost.mutationOptions());
  const editorWanted = useOpenedOnce(editing !== null);
  const deleteWanted = useOpenedOnce(deleting !== null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      await refreshBlog(queryClient);
      toast({ title: 'Post deleted', description: 'The blog post has been deleted.' });
      setDeleting(null);
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to delete blog post. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const newPost = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ post: undefined })}>
      New Post
    </Button>
  );

  return (
    <>
      <Group justify="space-between" mb="md">
        <Text c="dimmed" size="sm">
          {posts.length} post{posts.length === 1 ? '' : 's'}, {posts.filter((post) => post.published).length}{' '}
          published
        </Text>
        {newPost}
      </Group>
      {posts.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <EmptyState
            icon={<IconArticle size={28} />}
            withIndicatorBackground
            title="No blog posts yet"
            description="Write the first post: it stays a draft until you publish it."
          />
        </Card>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Blog posts">
          {posts.map((post) => (
            <PostRow
              key={post.id}
              post={post}
              onEdit={() => setEditing({ post })}
              onDelete={() => setDeleting(post)}
            />
          ))}
        </Stack>
      )}

      <Suspense fallback={null}>
        {editorWanted && (
          <PostDialog
            opened={editing !== null}
            post={editing?.post}
            categories={categories}
            onClose={() => setEditing(null)}
          />
        )}
        {deleteWanted && (
          <ConfirmDeleteDialog
            opened={deleting !== null}
            title="Delete blog post"
            message={`Delete "${deleting?.title ?? ''}"? This cannot be undone.`}
            loading={remove.isPending}
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
          />
        )}
      </Suspense>
    </>
  );
}
