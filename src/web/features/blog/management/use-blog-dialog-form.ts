// The form of both blog dialogs (a post, a category): on create, the slug follows the title (or name) until
// the admin writes one of their own; saving refreshes the blog, says so, and on failure shows the server's
// words at the fields, a taken slug (409) at the slug.
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import type { z } from 'zod';
import { slugify } from '../../../../shared/domain/text.ts';
import { fieldErrors, httpStatusOf, serverMessage } from '../../../lib/api-error.ts';
import { focusFirstInvalid } from '../../../lib/form-focus.ts';
import { toast } from '../../../lib/toast.ts';
import { refreshBlog } from '../blog-queries.ts';

interface Words {
  saved: { title: string; description: string };
  failed: string;
}

export interface BlogDialogFormOptions<Values extends { slug: string } & Record<string, unknown>, Input> {
  schema: z.ZodType<Input, Values>;
  initialValues: Values;
  /** The field the slug follows on create. */
  slugSource: keyof Values & string;
  /** The fields the server may name in a validation error. */
  fields: readonly string[];
  /** Whether an existing item is edited (its slug then stays as it is). */
  editing: boolean;
  save: (input: Input) => Promise<unknown>;
  words: Words;
  onDone: () => void;
}

export function useBlogDialogForm<Values extends { slug: string } & Record<string, unknown>, Input>(
  options: BlogDialogFormOptions<Values, Input>,
) {
  const { schema, slugSource, editing } = options;
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: options.initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });

  const onSlugSourceChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    const current = form.getValues();
    if (!editing && (current.slug === '' || current.slug === slugify(String(current[slugSource])))) {
      form.setFieldValue('slug' as never, slugify(text) as never);
    }
    form.setFieldValue(slugSource as never, text as never);
  };

  const handleSubmit = form.onSubmit(async (submitted) => {
    try {
      await options.save(schema.parse(submitted));
      await refreshBlog(queryClient);
      toast(options.words.saved);
      options.onDone();
    } catch (error) {
      form.setErrors({
        ...(httpStatusOf(error) === 409 ? { slug: serverMessage(error) } : {}),
        ...fieldErrors(error, options.fields),
      });
      toast({ title: 'Error', description: options.words.failed, variant: 'destructive' });
    }
  }, focusFirstInvalid);

  return { form, onSlugSourceChange, handleSubmit };
}
