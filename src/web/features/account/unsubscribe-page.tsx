// /unsubscribe?token=…: the "Unsubscribe" link of an email. Opening it changes nothing, because mail scanners
// open links before people do; the button does. Mail clients' one-click unsubscribe posts to the server directly.
import { Button } from '@mantine/core';
import IconMailOff from '@tabler/icons-react/dist/esm/icons/IconMailOff.mjs';
import { useMutation } from '@tanstack/react-query';
import { ButtonLink } from '../../components/router-links.tsx';
import { serverMessage } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { trpc } from '../../trpc.ts';
import { LinkOutcome } from './link-outcome.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';

const LINK_INVALID = 'This unsubscribe link is not valid';

function ManagePreferences() {
  const { data: user } = useCurrentUser();
  if (user) {
    return (
      <ButtonLink to="/account" hash="email-notifications" variant="default" fullWidth>
        Manage your email preferences
      </ButtonLink>
    );
  }
  return (
    <ButtonLink to="/login" search={{ returnTo: '/account' }} variant="default" fullWidth>
      Log in to manage your email preferences
    </ButtonLink>
  );
}

export function UnsubscribePage({ token }: { token?: string }) {
  const unsubscribe = useMutation(trpc.account.unsubscribe.mutationOptions());

  if (!token || unsubscribe.isError) {
    const message = (unsubscribe.isError && serverMessage(unsubscribe.error)) || LINK_INVALID;
    return (
      <LinkOutcome tone="failure" title="Nothing was changed" message={message}>
        <ManagePreferences />
      </LinkOutcome>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <LinkOutcome tone="success" title="You are unsubscribed" message={unsubscribe.data.message}>
        <ManagePreferences />
      </LinkOutcome>
    );
  }
  return (
    <LinkOutcome
      tone="question"
      icon={<IconMailOff size={30} />}
      title="Unsubscribe from these emails?"
      message="You will stop getting this kind of email. Account, payment and security emails are always sent."
    >
      <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ token })} fullWidth>
        Unsubscribe
      </Button>
    </LinkOutcome>
  );
}
