// Withdraw (docs/decisions/0039): everything available when the amount is left empty, or the pounds typed,
// sent as whole pence. The server decides; its refusal (409: more than is available, no enabled account) is
// shown under the field in its own words.
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPence } from '../../../shared/domain/format.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { typedAmountToPence } from './earnings-logic.ts';
import { refreshEarnings } from './payouts-queries.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';

export function WithdrawForm({ available, blocked }: { available: number; blocked: string | null }) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);
  const withdraw = useMutation(trpc.payouts.withdraw.mutationOptions());

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const amount = typedAmountToPence(typed);
    if (!amount.ok) {
      setError(amount.error);
      return;
    }
    setError(null);
    try {
      const payout = await withdraw.mutateAsync(amount.pence === undefined ? {} : { amount: amount.pence });
      setTyped('');
      toast({
        title: payout.status === 'paid' ? 'Payout sent' : 'Payout on its way',
        description: `${formatPence(payout.amount)} is going to your payout account.`,
      });
    } catch (caught) {
      setError(serverMessage(caught) ?? 'The withdrawal could not be made just now. Please try again.');
    }
    await refreshEarnings(queryClient);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Withdraw">
      <Stack gap={6}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberInput
            label="Amount (£)"
            placeholder={(Math.max(available, 0) / 100).toFixed(2)}
            prefix="£"
            decimalScale={2}
            thousandSeparator=","
            allowNegative={false}
            hideControls
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setError(null);
            }}
            error={error}
            disabled={blocked !== null}
            w={{ base: '100%', xs: 280 }}
          />
          <Button
            type="submit"
            loading={withdraw.isPending}
            disabled={blocked !== null}
            mt={{ base: 0, xs: 22 }}
          >
            Withdraw
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {blocked ?? `Leave the amount empty to withdraw everything available (${formatPence(available)}).`}
        </Text>
      </Stack>
    </form>
  );
}
