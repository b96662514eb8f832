import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { slugify } from '../../../../shared/domain/text.ts';
import {
  type BlogCategory,
  type BlogCategoryForm,
  blogCategoryInputSchema,
} from '../../../../shared/schemas/blog.ts';
import { fieldErrors, httpStatusOf, serverMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { trpc } from '../../../trpc.ts';
import { refreshBlog } from '../blog-queries.ts';

const FIELDS = ['name', 'slug', 'description'] as const;

function CategoryForm({ category, onDone }: { category: BlogCategory | undefined; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useMutation(trpc.blog.createCategory.mutationOptions());
  const update = useMutation(trpc.blog.updateCategory.mutationOptions());
  const form = useForm<BlogCategoryForm>({
    initialValues: category
      ? { name: category.name, slug: category.slug, description: category.description ?? '' }
      : { name: '', slug: '', description: '' },
    validate: schemaResolver(blogCategoryInputSchema, { sync: true }),
  });

  const nameProps = form.getInputProps('name');
  // SPEC.md section 5: on create, the slug follows the name until the admin writes one of their own.
  const onNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.currentTarget.value;
    const current = form.getValues();
    if (!category && (current.slug === '' || current.slug === slugify(current.name))) {
      form.setFieldValue('slug', slugify(name));
    }
    form.setFieldValue('name', name);
  };

  const handleSubmit = form.onSubmit(async (submitted) => {
    const input = blogCategoryInputSchema.parse(submitted);
    try {
      if (category) await update.mutateAsync({ ...input, id: category.id });
      else await create.mutateAsync(input);
      await refreshBlog(queryClient);
      toast(
        category
          ? { title: 'Category updated', description: 'Your changes to the category have been saved.' }
          : { title: 'Category created', description: 'The category has been created.' },
      );
      onDone();
    } catch (error) {
      form.setErrors({
        ...(httpStatusOf(error) === 409 ? { slug: serverMessage(error) } : {}),
        ...fieldErrors(error, FIELDS),
      });
      toast({
        title: 'Error',
        description: category
          ? 'Failed to update blog category. Please try again.'
          : 'Failed to create blog category. Please try again.',
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" aria-required {...nameProps} onChange={onNameChange} />
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
