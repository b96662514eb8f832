import { Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import IconCategory from '@tabler/icons-react/dist/esm/icons/IconCategory.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BlogCategory } from '../../../../shared/schemas/blog.ts';
import { serverMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { trpc } from '../../../trpc.ts';
import { allPostsQuery, categoriesQuery, refreshBlog } from '../blog-queries.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

type Editing = { category: BlogCategory | undefined } | null;

export function CategoriesTab() {
  const queryClient = useQueryClient();
  const { data: categories } = useSuspenseQuery(categoriesQuery());
  const { data: posts } = useSuspenseQuery(allPostsQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BlogCategory | null>(null);
  const remove = useMutation(trpc.blog.deleteCategory.mutationOptions());

  const postCount = (category: BlogCategory) =>
    posts.filter((post) => post.categoryId === category.id).length;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      await refreshBlog(queryClient);
      toast({ title: 'Category deleted', description: 'The category has been deleted.' });
      setDeleting(null);
    } catch (error) {
      // The server says why (e.g. how many posts still use the category).
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to delete blog category. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Group justify="space-between" mb="md">
        <Text c="dimmed" size="sm">
          {categories.length} categor{categories.length === 1 ? 'y' : 'ies'}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ category: undefined })}
        >
          New Category
        </Button>
      </Group>
      {categories.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <EmptyState
            icon={<IconCategory size={28} />}
            withIndicatorBackground
            title="No categories yet"
            description="Categories group posts on the blog's sidebar."
          />
        </Card>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Categories">
          {categories.map((category) => {
            const count = postCount(category);
            return (
              <Card
                key={category.id}
                component="li"
                withBorder
                radius="md"
                padding="md"
                aria-label={category.name}
              >
                <Group justify="space-between" align="flex-start" gap="md">
                  <Stack gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
                    <Title order={2} size="h5">
                      {category.name}
                    </Title>
                    <Text size="xs" c="dimmed">
                      {category.slug} · {count} post{count === 1 ? '' : 's'}
                    </Text>
                    {category.description && (
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {category.description}
                      </Text>
                    )}
                  </Stack>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      onClick={() => setEditing({ category })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => setDeleting(category)}
                    >
                      Delete
                    </Button>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}

      <CategoryDialog
        opened={editing !== null}
        category={editing?.category}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title="Delete category"
        message={`Delete the category "${deleting?.name ?? ''}"? This cannot be undone.`}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
