// The test gateway's stand-in for Stripe's hosted onboarding (docs/decisions/0039): as the test card stands in
// for a real card, one click here enables the writer's payout account, and they go back to their earnings.
import { Alert, Button, Card, Code, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconBuildingBank from '@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ButtonLink } from '../../components/router-links.tsx';
import { serverMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { refreshEarnings } from './payouts-queries.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';

export function TestOnboardingPage({ account }: { account: string | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const enable = useMutation(trpc.payouts.enableTestAccount.mutationOptions());
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!account) return;
    setError(null);
    try {
      await enable.mutateAsync({ account });
    } catch (caught) {
      setError(serverMessage(caught) ?? 'Payouts could not be enabled just now. Please try again.');
      return;
    }
    await refreshEarnings(queryClient);
    toast({ title: 'Payouts enabled', description: 'You can now withdraw what is available.' });
    await navigate({ to: '/copywriter-dashboard', search: { tab: 'earnings' } });
  };

  return (
    <Container size="xs" py={{ base: 32, md: 64 }}>
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="xl" variant="light">
              <IconBuildingBank size={24} aria-hidden />
            </ThemeIcon>
            <Title order={1} size="h2">
              Set up payouts
            </Title>
          </Group>
          <Alert color="yellow" radius="md" title="Test mode">
            This page is the test stand-in for Stripe’s onboarding. With Stripe, you would give your bank
            details on Stripe’s own page; here one click enables payouts, and no real money moves.
          </Alert>
          {account ? (
            <>
              <div>
                <Text size="sm" c="dimmed">
                  Payout account
                </Text>
                <Code fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {account}
                </Code>
              </div>
              {error && (
                <Text size="sm" c="red.8" role="alert">
                  {error}
                </Text>
              )}
              <Group gap="sm">
                <Button onClick={() => void submit()} loading={enable.isPending || enable.isSuccess}>
                  Enable payouts
                </Button>
                <ButtonLink variant="default" to="/copywriter-dashboard" search={{ tab: 'earnings' }}>
                  Back to your earnings
                </ButtonLink>
              </Group>
            </>
          ) : (
            <>
              <Text>
                This link names no payout account. Go back to your earnings and press “Set up payouts” again.
              </Text>
              <Group>
                <ButtonLink to="/copywriter-dashboard" search={{ tab: 'earnings' }}>
                  Back to your earnings
                </ButtonLink>
              </Group>
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
