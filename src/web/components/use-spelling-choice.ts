// The spelling follows the account once signed in: the switch in the bar and the account page both save the
// choice, and on sign-in the account's choice replaces whatever this browser had stored.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Language } from '../../shared/constants.ts';
import { useCurrentUser } from '../lib/current-user.ts';
import { toast } from '../lib/toast.ts';
import { useSpelling } from './spelling-provider.tsx';

/** Sets the spelling on this page at once and, for someone signed in, on their account. */
export function useSpellingChoice() {
  const { language, setLanguage } = useSpelling();
  const { data: user } = useCurrentUser();
  // Saving loads the tRPC client and the account's queries when first needed: the switch is in every page's
  // bar, and they are not needed to show it (docs/decisions/0009).
  const save = useMutation({
    mutationFn: async (input: { spelling: Language }) =>
      (await import('../trpc.ts')).trpcClient.account.updateSpelling.mutate(input),
    onSuccess: async (account) => (await import('../lib/account-cache.ts')).rememberAccount(account),
    onError: () => {
      toast({
        title: 'Your spelling choice was not saved',
        description: 'It applies on this device for now. Please try again later.',
        variant: 'destructive',
      });
    },
  });

  const choose = (next: Language) => {
    if (next === language) return;
    setLanguage(next);
    if (user) save.mutate({ spelling: next });
  };

  return { language, choose, saving: save.isPending };
}

/** On sign-in (and whenever the account's answer changes), the account's spelling wins over the stored one. */
export function useAccountSpelling(): void {
  const { data: user } = useCurrentUser();
  const { language, setLanguage } = useSpelling();
  // Applied once per account and answer, so that choosing on this page is not undone by a stale answer.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!user) {
      applied.current = null;
      return;
    }
    const answer = `${user.id}:${user.spelling}`;
    if (applied.current === answer) return;
    applied.current = answer;
    if (user.spelling !== language) setLanguage(user.spelling);
  }, [user, language, setLanguage]);
}
