import {
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import {
  type BlogCategory,
  type BlogPost,
  type BlogPostForm,
  blogPostInputSchema,
} from '../../../../shared/schemas/blog.ts';
import { trpc } from '../../../trpc.ts';
import { MarkdownPreview } from './markdown-preview.tsx';
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
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Switch.layer.css';

const FIELDS = ['title', 'slug', 'content', 'excerpt', 'featuredImage', 'categoryId'] as const;

const EMPTY_POST: BlogPostForm = {
  title: '',
  slug: '',
  content: '',
  excerpt: '',
  featuredImage: '',
  categoryId: null,
  published: false,
};

function formValues(post: BlogPost): BlogPostForm {
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt ?? '',
    featuredImage: post.featuredImage ?? '',
    categoryId: post.categoryId,
    published: post.published,
  };
}

function PostForm({
  post,
  categories,
  onDone,
}: {
  post: BlogPost | undefined;
  categories: BlogCategory[];
  onDone: () => void;
}) {
  const create = useMutation(trpc.blog.createPost.mutationOptions());
  const update = useMutation(trpc.blog.updatePost.mutationOptions());
  const { form, onSlugSourceChange, handleSubmit } = useBlogDialogForm({
    schema: blogPostInputSchema,
    initialValues: post ? formValues(post) : EMPTY_POST,
    slugSource: 'title',
    fields: FIELDS,
    editing: Boolean(post),
    save: (input) => (post ? update.mutateAsync({ ...input, id: post.id }) : create.mutateAsync(input)),
    words: post
      ? {
          saved: { title: 'Post updated', description: 'Your changes to the blog post have been saved.' },
          failed: 'Failed to update blog post. Please try again.',
        }
      : {
          saved: { title: 'Post created', description: 'The blog post has been created.' },
          failed: 'Failed to create blog post. Please try again.',
        },
    onDone,
  });
  const values = form.getValues();

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Title"
            aria-required
            {...form.getInputProps('title')}
            onChange={onSlugSourceChange}
          />
          <TextInput
            label="Slug"
            description="Lowercase letters, numbers and hyphens: the post's address is /blog/slug"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            aria-required
            {...form.getInputProps('slug')}
          />
          <NativeSelect
            label="Category"
            data={[
              { value: '', label: 'No category' },
              ...categories.map((category) => ({ value: String(category.id), label: category.name })),
            ]}
            value={values.categoryId == null ? '' : String(values.categoryId)}
            error={form.errors.categoryId}
            onChange={(event) => {
              const value = event.currentTarget.value;
              form.setFieldValue('categoryId', value === '' ? null : Number(value));
            }}
          />
          <TextInput
            label="Featured image URL"
            placeholder="https://..."
            type="url"
            {...form.getInputProps('featuredImage')}
          />
        </SimpleGrid>
        <Textarea
          label="Excerpt"
          description="Optional. Shown in the blog list; without one, the start of the post is used."
          autosize
          minRows={2}
          maxRows={4}
          {...form.getInputProps('excerpt')}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Textarea
            label="Content"
            description="Markdown: # headings, **bold**, [links](https://...), lists, > quotes"
            aria-required
            autosize
            minRows={12}
            maxRows={24}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            {...form.getInputProps('content')}
          />
          <MarkdownPreview
            content={values.content}
            id="post-preview-label"
            empty="The rendered post appears here as you write."
          />
        </SimpleGrid>
        <Switch
          label="Publish"
          description="Published posts are shown on the blog; drafts only here."
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {post ? 'Save Changes' : 'Create Post'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PostDialog({
  opened,
  post,
  categories,
  onClose,
}: {
  opened: boolean;
  post: BlogPost | undefined;
  categories: BlogCategory[];
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={post ? 'Edit Blog Post' : 'Create Blog Post'}
      size="72rem"
      fullScreen={narrow}
      closeOnClickOutside={false}
    >
      <PostForm key={post?.id ?? 'new'} post={post} categories={categories} onDone={onClose} />
    </Modal>
  );
}
