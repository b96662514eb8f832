// What logging in, signing up and choosing a new password from a reset link share: the call that signs the
// user in, then a toast and the way to where their role belongs (useSignInRedirect), with the button busy
// until the page has changed. A login or a reset of an account with two-factor sign-in answers that a code
// must follow instead (docs/decisions/0037): nothing is signed in yet, and the page asks for it.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentUser } from '../../../shared/schemas/auth.ts';
import { toast } from '../../lib/toast.ts';
import type { trpcClient } from '../../trpc.ts';
import { useSignInRedirect } from './sign-in-redirect.ts';

type TrpcClient = typeof trpcClient;

type SignInAnswer = CurrentUser | { twoFactorRequired: true };

export function useSignIn<Input>(
  call: (client: TrpcClient, input: Input) => Promise<SignInAnswer>,
  welcome: { title: string; description: string },
) {
  // The tRPC client loads on the first submit: the page does not need it to show or to hydrate, and its first
  // load is lighter without it (docs/decisions/0009).
  const mutation = useMutation({
    mutationFn: async (input: Input) => call((await import('../../trpc.ts')).trpcClient, input),
  });
  const redirectAfterSignIn = useSignInRedirect();
  const [redirecting, setRedirecting] = useState(false);
  return {
    busy: mutation.isPending || redirecting,
    /**
     * Signs in and moves on, or answers 'code' when a two-factor code must follow; a refusal is thrown for
     * the form to show.
     */
    async signIn(input: Input, returnTo: string | undefined): Promise<'signed-in' | 'code'> {
      try {
        const answer = await mutation.mutateAsync(input);
        if ('twoFactorRequired' in answer) return 'code';
        setRedirecting(true);
        toast(welcome);
        await redirectAfterSignIn(answer, returnTo);
        return 'signed-in';
      } catch (error) {
        setRedirecting(false);
        throw error;
      }
    },
  };
}
