import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type BlogCategory, blogCategoryInputSchema } from '../../../../shared/schemas/blog.ts';
import { trpc } from '../../../trpc.ts';
import { useBlogDialogForm } from './use-blog-dialog-form.ts';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Stack.layer.css';

const FIELDS = ['name', 'slug', 'description'] as const;

function CategoryForm({ category, onDone }: { category: BlogCategory | undefined; onDone: () => void }) {
  const create = useMutation(trpc.blog.createCategory.mutationOptions());
  const update = useMutation(trpc.blog.updateCategory.mutationOptions());
  const { form, onSlugSourceChange, handleSubmit } = useBlogDialogForm({
    schema: blogCategoryInputSchema,
    initialValues: category
      ? { name: category.name, slug: category.slug, description: category.description ?? '' }
      : { name: '', slug: '', description: '' },
    slugSource: 'name',
    fields: FIELDS,
    editing: Boolean(category),
    save: (input) =>
      category ? update.mutateAsync({ ...input, id: category.id }) : create.mutateAsync(input),
    words: category
      ? {
          saved: { title: 'Category updated', description: 'Your changes to the category have been saved.' },
          failed: 'Failed to update blog category. Please try again.',
        }
      : {
          saved: { title: 'Category created', description: 'The category has been created.' },
          failed: 'Failed to create blog category. Please try again.',
        },
    onDone,
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" aria-required {...form.getInputProps('name')} onChange={onSlugSourceChange} />
        <TextInput
          label="Slug"
          description="Lowercase letters, numbers and hyphens"
          aria-required
          {...form.getInputProps('slug')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxRows={6}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {category ? 'Save Changes' : 'Create Category'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CategoryDialog({
  opened,
  category,
  onClose,
}: {
  opened: boolean;
  category: BlogCategory | undefined;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={category ? 'Edit Category' : 'Create Category'} size="lg">
      <CategoryForm key={category?.id ?? 'new'} category={category} onDone={onClose} />
    </Modal>
  );
}
