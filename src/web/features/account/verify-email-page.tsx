// /verify-email?token=…: the link of the welcome email, of "Resend the link", or of an email change. The link
// is used as soon as the page opens (it was sent to that inbox, and using it twice is harmless).
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CONFIRM_LINK_INVALID } from '../../../shared/schemas/account.ts';
import { ButtonLink } from '../../components/router-links.tsx';
import { serverMessage } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { homePathForRole } from '../../lib/redirects.ts';
import { trpc } from '../../trpc.ts';
import { refreshAccount, useResendVerification } from './account-queries.ts';
import { LinkOutcome } from './link-outcome.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';

function ContinueButton() {
  const { data: user } = useCurrentUser();
  if (user) {
    return (
      <ButtonLink to={homePathForRole(user.role)} fullWidth>
        Continue to your dashboard
      </ButtonLink>
    );
  }
  return (
    <ButtonLink to="/login" fullWidth>
      Continue to log in
    </ButtonLink>
  );
}

function SendNewLink() {
  const { data: user } = useCurrentUser();
  const resend = useResendVerification();
  // Only someone signed in, and still unconfirmed, can ask for a new link from here.
  if (!user || user.emailVerified) return null;
  return (
    <Button variant="default" fullWidth loading={resend.isPending} onClick={() => resend.mutate()}>
      Send me a new link
    </Button>
  );
}

export function VerifyEmailPage({ token }: { token?: string }) {
  const verify = useMutation(
    trpc.auth.verifyEmail.mutationOptions({
      // The reminder under the bar goes, and the account page shows the new address.
      onSuccess: () => refreshAccount(),
    }),
  );

  // Once per page: StrictMode runs effects twice in development, and a second call would find the token used.
  const { mutate, isIdle } = verify;
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current || !isIdle) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate, isIdle]);

  if (!token || verify.isError) {
    const message = (verify.isError && serverMessage(verify.error)) || CONFIRM_LINK_INVALID;
    return (
      <LinkOutcome tone="failure" title="We could not confirm your email" message={message}>
        <SendNewLink />
        <ContinueButton />
      </LinkOutcome>
    );
  }
  if (verify.isSuccess) {
    return (
      <LinkOutcome tone="success" title="Email address confirmed" message={verify.data.message}>
        <ContinueButton />
      </LinkOutcome>
    );
  }
  return <LinkOutcome tone="working" title="Confirming your email" message="One moment…" />;
}
