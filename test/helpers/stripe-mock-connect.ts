// The Connect half of the Stripe-shaped server (test/helpers/stripe-mock.ts): the calls the gateway makes to pay
// writers (docs/decisions/0040). Accounts v2 with the recipient configuration and their account links (JSON
// bodies, as API v2 takes them), v1 transfers to them, and the thin v2 events Stripe sends about the accounts.
// A test moves an account through onboarding, makes Stripe refuse the next transfer, or reverses one.
import { randomBytes } from 'node:crypto';

export interface MockAccount {
  id: string;
  object: 'v2.core.account';
  applied_configurations: string[];
  closed: boolean;
  contact_email: string | null;
  display_name: string | null;
  dashboard: string | null;
  created: string;
  livemode: false;
  metadata: Record<string, string>;
  identity: { country: string | null };
  defaults: Record<string, unknown> | null;
  configuration: {
    recipient: {
      applied: boolean;
      capabilities: {
        stripe_balance: { stripe_transfers: { status: string; status_details: { code: string }[] } };
      };
    };
  };
  requirements: {
    entries: { description: string; minimum_deadline: { status: string } }[];
    summary: { minimum_deadline: { status: string } | null };
  };
}

export interface MockTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  description: string | null;
  metadata: Record<string, string>;
  reversed: boolean;
  created: number;
  livemode: false;
}

export type MockAnswer =
  | { status: number; body: unknown }
  | { status: number; error: readonly [code: string, message: string] };

export interface ConnectMock {
  accounts: Map<string, MockAccount>;
  accountLinks: { account: string; url: string; returnUrl: string; refreshUrl: string }[];
  transfers: MockTransfer[];
  /** The writer finished Stripe's onboarding: nothing is due, and transfers to the account are active. */
  completeOnboarding(accountId: string): MockAccount;
  /** Stripe refuses the next transfer, as it does when the platform's available balance is short. */
  refuseNextTransfer(code?: string, message?: string): void;
  /** The platform (or Stripe) took a transfer back in full. */
  reverseTransfer(transferId: string): MockTransfer;
  /** A thin v2 event about an account, as Stripe sends it to an event destination: no data, only the id. */
  thinEvent(type: string, accountId: string, id?: string): string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

// Stripe's own words when the platform's balance cannot cover a transfer.
const INSUFFICIENT = [
  'balance_insufficient',
  'You have insufficient available funds in your Stripe account. Try adding funds directly to your available ' +
    'balance by creating Charges using the 4000000000000077 test card.',
] as const;

export function startConnectMock(): {
  mock: ConnectMock;
  route(method: string, path: string, params: Record<string, unknown>): MockAnswer | null;
} {
  const accounts = new Map<string, MockAccount>();
  const accountLinks: ConnectMock['accountLinks'] = [];
  const transfers: MockTransfer[] = [];
  let refusal: readonly [string, string] | null = null;

  const accountOrThrow = (accountId: string) => {
    const account = accounts.get(accountId);
    if (!account) throw new Error(`the Stripe mock has no account ${accountId}`);
    return account;
  };

  const createAccount = (params: Record<string, unknown>): MockAccount => {
    const identity = params.identity as { country?: string } | undefined;
    const recipient = (params.configuration as { recipient?: unknown } | undefined)?.recipient;
    const account: MockAccount = {
      id: id('acct'),
      object: 'v2.core.account',
      applied_configurations: recipient ? ['recipient'] : [],
      closed: false,
      contact_email: (params.contact_email as string | undefined) ?? null,
      display_name: (params.display_name as string | undefined) ?? null,
      dashboard: (params.dashboard as string | undefined) ?? null,
      created: new Date().toISOString(),
      livemode: false,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      identity: { country: identity?.country ?? null },
      defaults: (params.defaults as Record<string, unknown> | undefined) ?? null,
      configuration: {
        recipient: {
          applied: Boolean(recipient),
          capabilities: {
            stripe_balance: {
              stripe_transfers: { status: 'restricted', status_details: [{ code: 'requirements_past_due' }] },
            },
          },
        },
      },
      requirements: {
        entries: [
          { description: 'identity.individual.first_name', minimum_deadline: { status: 'currently_due' } },
        ],
        summary: { minimum_deadline: { status: 'currently_due' } },
      },
    };
    accounts.set(account.id, account);
    return account;
  };

  const route = (method: string, path: string, params: Record<string, unknown>): MockAnswer | null => {
    if (method === 'POST' && path === '/v2/core/accounts')
      return { status: 200, body: createAccount(params) };
    const accountPath = /^\/v2\/core\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && accountPath) {
      const account = accounts.get(accountPath[1]!);
      return account
        ? { status: 200, body: account }
        : { status: 404, error: ['not_found', `No such account: '${accountPath[1]}'`] as const };
    }
    if (method === 'POST' && path === '/v2/core/account_links') {
      const account = accounts.get(String(params.account));
      if (!account)
        return { status: 404, error: ['not_found', `No such account: '${params.account}'`] as const };
      const useCase = params.use_case as {
        type?: string;
        account_onboarding?: { return_url?: string; refresh_url?: string };
      };
      const onboarding = useCase?.account_onboarding;
      if (useCase?.type !== 'account_onboarding' || !onboarding?.refresh_url) {
        return {
          status: 400,
          error: ['invalid_request', 'use_case.account_onboarding is required'] as const,
        };
      }
      const url = `https://connect.stripe.com/d/setup/s/_${randomBytes(12).toString('hex')}`;
      accountLinks.push({
        account: account.id,
        url,
        returnUrl: onboarding.return_url ?? '',
        refreshUrl: onboarding.refresh_url,
      });
      const created = new Date();
      return {
        status: 200,
        body: {
          object: 'v2.core.account_link',
          account: account.id,
          created: created.toISOString(),
          expires_at: new Date(created.getTime() + 10 * 60_000).toISOString(),
          livemode: false,
          url,
          use_case: useCase,
        },
      };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      if (refusal) {
        const error = refusal;
        refusal = null;
        return { status: 400, error };
      }
      const destination = accounts.get(String(params.destination));
      if (
        destination?.configuration.recipient.capabilities.stripe_balance.stripe_transfers.status !== 'active'
      ) {
        return {
          status: 400,
          error: [
            'insufficient_capabilities_for_transfer',
            'Your destination account needs to have at least one of the following capabilities enabled: ' +
              'transfers, crypto_transfers, legacy_payments',
          ] as const,
        };
      }
      const transfer: MockTransfer = {
        id: id('tr'),
        object: 'transfer',
        amount: Number(params.amount),
        amount_reversed: 0,
        currency: String(params.currency),
        destination: destination.id,
        description: (params.description as string | undefined) ?? null,
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
        reversed: false,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      transfers.push(transfer);
      return { status: 200, body: transfer };
    }
    return null;
  };

  return {
    route,
    mock: {
      accounts,
      accountLinks,
      transfers,
      completeOnboarding(accountId) {
        const account = accountOrThrow(accountId);
        account.configuration.recipient.capabilities.stripe_balance.stripe_transfers = {
          status: 'active',
          status_details: [],
        };
        account.requirements = { entries: [], summary: { minimum_deadline: null } };
        return structuredClone(account);
      },
      refuseNextTransfer(code = INSUFFICIENT[0], message = INSUFFICIENT[1]) {
        refusal = [code, message];
      },
      reverseTransfer(transferId) {
        const transfer = transfers.find((candidate) => candidate.id === transferId);
        if (!transfer) throw new Error(`the Stripe mock has no transfer ${transferId}`);
        transfer.amount_reversed = transfer.amount;
        transfer.reversed = true;
        return { ...transfer };
      },
      thinEvent(type, accountId, eventId = id('evt')) {
        return JSON.stringify({
          id: eventId,
          object: 'v2.core.event',
          type,
          created: new Date().toISOString(),
          livemode: false,
          context: null,
          reason: null,
          related_object: { id: accountId, type: 'v2.core.account', url: `/v2/core/accounts/${accountId}` },
        });
      },
    },
  };
}
