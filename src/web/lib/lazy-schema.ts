// A form's zod schema, loaded when the form is first used rather than with the page. zod and the schemas take
// the longest of anything a public form page evaluates, and the form cannot be used before it is hydrated
// anyway (docs/decisions/0009), so the page shows and hydrates without them: they load when a field first takes
// the focus, and a submit waits for them if they are still on their way.
import { schemaResolver } from '@mantine/form';
import type { ZodType } from 'zod';

type SyncResolver = ReturnType<typeof schemaResolver<true>>;
type FormErrors = ReturnType<SyncResolver>;

export interface LazySchema<Schema extends ZodType> {
  /** The schema, loading it on the first call. */
  load(): Promise<Schema>;
  /** Starts loading it, for a form's first focus. */
  preload(): void;
  /** Mantine form's `validate`: the schema's issues as the form's errors. */
  validate(values: unknown): Promise<FormErrors>;
}

export function lazySchema<Schema extends ZodType>(importSchema: () => Promise<Schema>): LazySchema<Schema> {
  let loading: Promise<Schema> | undefined;
  let resolve: SyncResolver | undefined;
  const load = () => {
    // A failed load (the network dropped) is tried again on the next use rather than remembered.
    loading ??= importSchema().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    load,
    preload: () => void load().catch(() => undefined),
    async validate(values) {
      resolve ??= schemaResolver(await load(), { sync: true });
      return resolve(values);
    },
  };
}
