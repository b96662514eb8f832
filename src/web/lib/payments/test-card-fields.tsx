// The test gateway's card fields and their form (docs/product.md "Money"), shared by a job's payment dialog and
// the checkout page: the card reaches our server only with the test gateway, never with Stripe.
import { SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { testCardSchema } from '../../../shared/schemas/payments.ts';
import {
  type CardValues,
  DECLINED_CARD_NUMBER,
  EMPTY_CARD,
  formatCardNumber,
  formatExpiry,
  TEST_CARD_NUMBER,
} from './test-card.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';

/** The card form, checked against the shared schema as the server checks it. */
export function useTestCardForm() {
  return useForm<CardValues>({
    initialValues: EMPTY_CARD,
    validate: schemaResolver(testCardSchema, { sync: true }),
  });
}

// Mantine's UseFormReturnType does not resolve under nodenext; the hook's own return type is the same.
type CardForm = Pick<ReturnType<typeof useTestCardForm>, 'getInputProps' | 'setFieldValue'>;

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
