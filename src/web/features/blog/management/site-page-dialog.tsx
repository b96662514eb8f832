import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SitePageForm,
  type SitePageSource,
  sitePageInputSchema,
} from '../../../../shared/schemas/site-pages.ts';
import { fieldErrors } from '../../../lib/api-error.ts';
import { focusFirstInvalid } from '../../../lib/form-focus.ts';
import { toast } from '../../../lib/toast.ts';
import { trpc } from '../../../trpc.ts';
import { refreshSitePages } from '../blog-queries.ts';
import { MarkdownPreview } from './markdown-preview.tsx';
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
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';

const FIELDS = ['title', 'markdown'] as const;

function SitePageEditor({ page, onDone }: { page: SitePageSource; onDone: () => void }) {
  const queryClient = useQueryClient();
  const save = useMutation(trpc.sitePages.update.mutationOptions());
  const form = useForm<SitePageForm>({
    initialValues: { title: page.title, markdown: page.markdown },
    validate: schemaResolver(sitePageInputSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ slug: page.slug, ...sitePageInputSchema.parse(values) });
      await refreshSitePages(queryClient);
      toast({ title: 'Page saved', description: `/${page.slug} now shows your changes.` });
      onDone();
    } catch (error) {
      form.setErrors(fieldErrors(error, FIELDS));
      toast({
        title: 'Error',
        description: 'Failed to save the page. Please try again.',
        variant: 'destructive',
      });
    }
  }, focusFirstInvalid);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Title" aria-required {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Textarea
            label="Content"
            description="Markdown: # headings, **bold**, [links](https://...), lists, > quotes"
            aria-required
            autosize
            minRows={12}
            maxRows={24}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            {...form.getInputProps('markdown')}
          />
          <MarkdownPreview
            content={form.getValues().markdown}
            id="site-page-preview-label"
            empty="The rendered page appears here as you write."
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save Page
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SitePageDialog({ page, onClose }: { page: SitePageSource | null; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={page !== null}
      onClose={onClose}
      title={page ? `Edit ${page.title}` : ''}
      size="72rem"
      fullScreen={narrow}
      closeOnClickOutside={false}
    >
      {page && <SitePageEditor key={page.slug} page={page} onDone={onClose} />}
    </Modal>
  );
}
