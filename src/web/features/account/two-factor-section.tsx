// /account's "Two-factor sign-in" (docs/decisions/0037): turn it on (a QR code and the secret as text, then a
// first code confirms it and the ten recovery codes are shown this once) or off (the password and a code).
import { Alert, Badge, Button, Group, Stack } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconShieldLock from '@tabler/icons-react/dist/esm/icons/IconShieldLock.mjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import type { TwoFactorSetup } from '../../../shared/schemas/two-factor.ts';
import { currentUserQueryKey, useCurrentUser } from '../../lib/current-user.ts';
import { lazyComponent, PartLoading } from '../../lib/lazy-component.tsx';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { failureToast, Section } from './account-section.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Stack.layer.css';

// The forms (the QR code, the code's field, the recovery codes) load when two-factor sign-in is being turned on
// or off, not with the page (docs/decisions/0043).
const loadForms = () => import('./two-factor-forms.tsx');
const SetupStep = lazyComponent(async () => (await loadForms()).SetupStep);
const RecoveryCodes = lazyComponent(async () => (await loadForms()).RecoveryCodes);
const TurnOffForm = lazyComponent(async () => (await loadForms()).TurnOffForm);
const preloadForms = () => void loadForms().catch(() => undefined);

type Stage = { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

export function TwoFactorSection() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [turningOff, setTurningOff] = useState(false);
  const setup = useMutation(trpc.twoFactor.setup.mutationOptions());
  const on = user?.twoFactor ?? false;
  // The bar, the guards and this card read the change from the session (an admin's pages open once it is on).
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey });

  const start = () => {
    preloadForms();
    setup.mutate(undefined, {
      onSuccess: (answer) => setStage({ kind: 'setup', setup: answer }),
      onError: (error) => failureToast('Two-factor sign-in could not be set up', error),
    });
  };

  let body: ReactNode;
  if (stage.kind === 'setup') {
    body = (
      <SetupStep
        setup={stage.setup}
        onCancel={() => setStage({ kind: 'idle' })}
        onDone={(codes) => {
          setStage({ kind: 'codes', codes });
          void refreshUser();
          toast({ title: 'Two-factor sign-in is on' });
        }}
      />
    );
  } else if (stage.kind === 'codes') {
    body = <RecoveryCodes codes={stage.codes} onDone={() => setStage({ kind: 'idle' })} />;
  } else if (on && turningOff) {
    body = (
      <TurnOffForm
        onCancel={() => setTurningOff(false)}
        onDone={() => {
          setTurningOff(false);
          void refreshUser();
          toast({ title: 'Two-factor sign-in is off' });
        }}
      />
    );
  } else {
    body = (
      <Group justify="space-between" gap="sm" wrap="wrap">
        {on ? (
          <Badge
            color="teal"
            variant="light"
            size="lg"
            leftSection={<IconCircleCheck size={16} aria-hidden />}
          >
            On
          </Badge>
        ) : (
          <Badge color="gray" variant="light" size="lg">
            Off
          </Badge>
        )}
        {on ? (
          <Button variant="default" onPointerEnter={preloadForms} onClick={() => setTurningOff(true)}>
            Turn off
          </Button>
        ) : (
          <Button
            leftSection={<IconShieldLock size={18} aria-hidden />}
            onClick={start}
            loading={setup.isPending}
          >
            Turn on
          </Button>
        )}
      </Group>
    );
  }

  return (
    <Section
      id="two-factor"
      title="Two-factor sign-in"
      description="Logging in asks for a code from an authenticator app on your phone as well as your password."
    >
      <Stack gap="md">
        {user?.twoFactorSetupRequired && (
          <Alert color="orange" variant="light" icon={<IconShieldLock size={20} aria-hidden />} role="alert">
            Set up two-factor sign-in to use admin pages.
          </Alert>
        )}
        <Suspense fallback={<PartLoading />}>{body}</Suspense>
      </Stack>
    </Section>
  );
}
