// The quote form (docs/product.md "Quotes"): the copywriter's Available tab and the admin's 'Create Quote'
// use the same one, so both send the same payload (quoteFormToTerms) and show the same messages.
import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  HOURLY_RATE_GBP,
  MIN_FIXED_PRICE_GBP,
  MIN_QUOTE_HOURS,
  QUOTE_HOURS_STEP,
} from '../../shared/constants.ts';
import { formatGbp } from '../../shared/domain/format.ts';
import { priceGbp } from '../../shared/domain/pricing.ts';
import { typedNumber } from '../../shared/domain/typed-number.ts';
import type { QuoteFormValues, QuoteTerms } from '../../shared/schemas/quotes.ts';
import { dayFromToday, deliveryDateFromInput, toDateInput } from '../lib/date-input.ts';
import { focusFirstInvalid } from '../lib/form-focus.ts';
import { formatDateFor } from '../lib/format.ts';
import { lazySchema } from '../lib/lazy-schema.ts';
import { payoutTermsQuery } from '../lib/payout-terms-query.ts';
import { toast } from '../lib/toast.ts';
import { writerShareLabel } from '../lib/writer-share.ts';
import { useSpelling } from './spelling-provider.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Stack.layer.css';

// The number fields hold what was typed, as Mantine's NumberInput reports it ('' when empty): a half-typed
// '1.' is text until the next key makes it 1.5, and the field shows back what it holds, so it must keep the
// text rather than a number (docs/product.md "Quotes"). The schema reads the numbers on submit.
const INITIAL_VALUES: QuoteFormValues = {
  mode: 'hours',
  hours: '',
  fixedPrice: '',
  message: '',
  deliveryDate: null,
};

// zod and the schemas load when the form is first used, not with the page that shows it (docs/decisions/0043).
const quoteSchemas = () => import('../../shared/schemas/quotes.ts');

const MODE_OPTIONS = [
  { value: 'hours', label: 'Quote by Hours' },
  { value: 'fixed', label: 'Fixed Price' },
];

export function QuoteForm({
  onSubmit,
  onCancel,
  submitting,
  idPrefix,
  deadline = null,
  houseQuote = false,
}: {
  /** Sends the quote; answers true when it was accepted, which clears the form. */
  onSubmit: (terms: QuoteTerms) => Promise<boolean>;
  /** Without it the form has no Cancel button (the job page keeps its form open). */
  onCancel?: () => void;
  submitting: boolean;
  /** Keeps the mode switch's radio names unique when several cards show a form. */
  idPrefix: string;
  /** The client's deadline, by which a delivery date must fall. */
  deadline?: string | null;
  /** The admin's house quote: its whole price is the platform's, so no "You receive" line. */
  houseQuote?: boolean;
}) {
  const { language } = useSpelling();
  const schema = useMemo(
    () => lazySchema(async () => (await quoteSchemas()).quoteFormSchemaFor(deadline)),
    [deadline],
  );
  const form = useForm<QuoteFormValues>({ initialValues: INITIAL_VALUES, validate: schema.validate });
  const { mode } = form.values;
  const hours = typedNumber(form.values.hours);
  const hoursPrice =
    hours !== null && hours > 0 ? priceGbp({ estimatedHours: hours, fixedPrice: null }) : null;
  // The writer's share after the platform's fee, as the server will book it (docs/decisions/0039). Drawn only
  // once the fee is known, which the server and the hydrating page both lack at first: no mismatch.
  const terms = useQuery({ ...payoutTermsQuery(), enabled: !houseQuote });
  const typedPrice = mode === 'hours' ? hoursPrice : typedNumber(form.values.fixedPrice);
  const share = houseQuote || !terms.data ? null : writerShareLabel(typedPrice, terms.data.feePercent);

  const handleSubmit = form.onSubmit(
    async (values) => {
      // Called only once the values passed the schema, which is then loaded.
      const terms = (await quoteSchemas()).quoteFormToTerms((await schema.load()).parse(values));
      // After a submit the form is back in hours mode and empty, ready for the next job.
      if (await onSubmit(terms)) form.setValues(INITIAL_VALUES);
    },
    (errors, values, event) => {
      focusFirstInvalid(errors, values, event);
      if (errors.hours) {
        toast({ title: 'Invalid Hours', description: String(errors.hours), variant: 'destructive' });
      } else if (errors.fixedPrice) {
        toast({ title: 'Invalid Price', description: String(errors.fixedPrice), variant: 'destructive' });
      }
    },
  );

  const cancel = () => {
    form.setValues(INITIAL_VALUES);
    form.clearErrors();
    onCancel?.();
  };

  return (
    <form onSubmit={handleSubmit} onFocus={schema.preload} noValidate aria-label="Quote">
      <Stack gap="sm">
        <SegmentedControl
          name={`${idPrefix}-quote-mode`}
          data={MODE_OPTIONS}
          value={mode}
          onChange={(value) => {
            form.setFieldValue('mode', value === 'fixed' ? 'fixed' : 'hours');
            form.clearErrors();
          }}
          fullWidth
        />
        {mode === 'hours' ? (
          <Stack gap={4}>
            <NumberInput
              label="Estimated hours"
              min={MIN_QUOTE_HOURS}
              step={QUOTE_HOURS_STEP}
              decimalScale={2}
              allowNegative={false}
              // Clamping would quietly turn a typed 0 into 0.1 on blur; the form says why 0 is refused instead.
              clampBehavior="none"
              {...form.getInputProps('hours')}
              aria-required
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {hoursPrice === null
                ? `${formatGbp(HOURLY_RATE_GBP)} per hour`
                : `Price: ${formatGbp(hoursPrice)} (${formatGbp(HOURLY_RATE_GBP)} per hour)`}
            </Text>
          </Stack>
        ) : (
          <NumberInput
            label="Fixed price (£)"
            min={MIN_FIXED_PRICE_GBP}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            prefix="£"
            thousandSeparator=","
            {...form.getInputProps('fixedPrice')}
            aria-required
          />
        )}
        {!houseQuote && (
          <Text size="sm" fw={600} c="teal.8" aria-live="polite" mt={-4}>
            {share}
          </Text>
        )}
        <TextInput
          type="date"
          label="Delivery by (optional)"
          description={
            deadline
              ? `The client's deadline is ${formatDateFor(deadline, language)}.`
              : 'The day you promise the finished text by.'
          }
          min={dayFromToday(0)}
          max={deadline ? toDateInput(deadline) : undefined}
          value={toDateInput(form.values.deliveryDate)}
          onChange={(event) =>
            form.setFieldValue('deliveryDate', deliveryDateFromInput(event.currentTarget.value, deadline))
          }
          error={form.errors.deliveryDate}
        />
        <Textarea
          label="Quote message (optional)"
          placeholder="Anything the client should know about your quote"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('message')}
        />
        <Group gap="sm">
          <Button type="submit" loading={submitting}>
            Submit Quote
          </Button>
          {onCancel && (
            <Button variant="default" onClick={cancel} disabled={submitting}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
