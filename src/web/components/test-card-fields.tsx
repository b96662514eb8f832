import { SimpleGrid, TextInput } from '@mantine/core';
import type { useForm } from '@mantine/form';
import {
  type CardValues,
  DECLINED_CARD_NUMBER,
  formatCardNumber,
  formatExpiry,
  TEST_CARD_NUMBER,
} from '../lib/payment-card.ts';

// Mantine's UseFormReturnType does not resolve under nodenext; the hook's own return type is the same.
type CardForm = Pick<ReturnType<typeof useForm<CardValues>>, 'getInputProps' | 'setFieldValue'>;

// The test gateway's card fields, shared by a job's payment dialog and the hour-package checkout.
export function TestCardFields({ form, autoFocus = false }: { form: CardForm; autoFocus?: boolean }) {
  return (
    <>
      <TextInput
        label="Card number"
        description={`Test mode: pay with ${TEST_CARD_NUMBER}; ${DECLINED_CARD_NUMBER} is declined. Any future expiry date and any CVC will do.`}
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        aria-required
        data-autofocus={autoFocus || undefined}
        {...form.getInputProps('number')}
        onChange={(event) => form.setFieldValue('number', formatCardNumber(event.currentTarget.value))}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label="Expiry (MM/YY)"
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          aria-required
          {...form.getInputProps('expiry')}
          onChange={(event) => form.setFieldValue('expiry', formatExpiry(event.currentTarget.value))}
        />
        <TextInput
          label="CVC"
          placeholder="123"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          aria-required
          {...form.getInputProps('cvc')}
        />
      </SimpleGrid>
    </>
  );
}
