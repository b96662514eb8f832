// Writers' payout accounts at Stripe (docs/decisions/0040): Accounts v2 with the recipient configuration, as
// Stripe recommends for a new Connect platform whose connected accounts are paid by transfers ("separate charges
// and transfers") and are never the merchant of record. The writer gives their details on Stripe's hosted
// onboarding (a v2 account link); the platform moves money to them with v1 transfers, which take a v2 account's
// id as their destination.
import Stripe from 'stripe';
import type { GatewayEvent, PayoutAccountState, StripeGateway, TransferResult } from './gateway.ts';

type V2Account = Stripe.V2.Core.Account;

// The account's recipient configuration and requirements are null unless asked for by name.
const ACCOUNT_INCLUDE: Stripe.V2.Core.AccountRetrieveParams.Include[] = [
  'configuration.recipient',
  'requirements',
];

/**
 * The thin v2 events after which a payout account's state is read again (docs/decisions/0040): its recipient
 * capability changed (the writer may now be paid, or may no longer be), Stripe asks for more details, or the
 * account was updated or closed.
 */
export const ACCOUNT_EVENT_TYPES: ReadonlySet<string> = new Set([
  'v2.core.account[configuration.recipient].capability_status_updated',
  'v2.core.account[configuration.recipient].updated',
  'v2.core.account[requirements].updated',
  'v2.core.account.updated',
  'v2.core.account.closed',
]);

function stringMetadata(metadata: Stripe.Metadata | null | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

// May be paid: transfers into the account's Stripe balance are active, and its payouts to the bank, where Stripe
// reports them, are not held. Details are in when nothing is currently or past due.
export function v2AccountState(account: V2Account): PayoutAccountState {
  const balance = account.configuration?.recipient?.capabilities?.stripe_balance;
  const transfers = balance?.stripe_transfers?.status;
  const payouts = balance?.payouts?.status;
  const due = account.requirements?.summary?.minimum_deadline?.status;
  return {
    id: account.id,
    detailsSubmitted: due !== 'currently_due' && due !== 'past_due',
    payoutsEnabled:
      account.closed !== true && transfers === 'active' && (payouts === undefined || payouts === 'active'),
  };
}

// A v1 account.updated (a Connect endpoint's snapshot event, which Stripe also sends for v2 accounts).
export function v1AccountState(account: Stripe.Account): PayoutAccountState {
  return {
    id: account.id,
    detailsSubmitted: account.details_submitted === true,
    payoutsEnabled: account.payouts_enabled === true && account.capabilities?.transfers === 'active',
  };
}

export function transferOf(transfer: Stripe.Transfer): NonNullable<GatewayEvent['transfer']> {
  return {
    id: transfer.id,
    amountPence: transfer.amount,
    metadata: stringMetadata(transfer.metadata),
    reversed: transfer.reversed === true,
  };
}

/** A thin event's account id, when the event is one after which the account's state is read again. */
export function thinAccountId(event: { type?: unknown; related_object?: unknown }): string | null {
  if (typeof event.type !== 'string' || !ACCOUNT_EVENT_TYPES.has(event.type)) return null;
  const related = event.related_object as { id?: unknown; type?: unknown } | null | undefined;
  return related?.type === 'v2.core.account' && typeof related.id === 'string' ? related.id : null;
}

type PayoutOperations = Pick<
  StripeGateway,
  'createPayoutAccount' | 'onboardingLink' | 'retrievePayoutAccount' | 'transfer'
>;

export function stripePayoutOperations(stripe: Stripe): PayoutOperations {
  return {
    // The platform pays Stripe's fees and carries the losses; Stripe collects the writer's details on its hosted
    // onboarding, and the writer sees their transfers and payouts in the Express dashboard. Only transfers into
    // the account's balance are asked for: the writer is paid, never charged. The idempotency key is the
    // writer's, so a retry opens no second account.
    async createPayoutAccount(request) {
      const account = await stripe.v2.core.accounts.create(
        {
          contact_email: request.email,
          display_name: request.name,
          identity: { country: 'gb' },
          dashboard: 'express',
          defaults: {
            currency: 'gbp',
            locales: ['en-GB'],
            responsibilities: { fees_collector: 'application', losses_collector: 'application' },
          },
          configuration: {
            recipient: { capabilities: { stripe_balance: { stripe_transfers: { requested: true } } } },
          },
          metadata: { userId: String(request.userId) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: account.id };
    },

    async onboardingLink(request) {
      const link = await stripe.v2.core.accountLinks.create({
        account: request.accountId,
        use_case: {
          type: 'account_onboarding',
          // The link onboards the configurations the account has (recipient): this API version takes no list.
          account_onboarding: {
            return_url: request.returnUrl,
            refresh_url: request.refreshUrl,
          },
        },
      });
      return { url: link.url };
    },

    async retrievePayoutAccount(accountId) {
      return v2AccountState(await stripe.v2.core.accounts.retrieve(accountId, { include: ACCOUNT_INCLUDE }));
    },

    async transfer(request): Promise<TransferResult> {
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: request.amountPence,
            currency: request.currency,
            destination: request.accountId,
            description: request.description,
            metadata: request.metadata,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { status: 'paid', id: transfer.id };
      } catch (error) {
        // Stripe's refusal (the platform's balance short, the account unable to receive): the money did not
        // move. Anything else (no answer) is thrown, and the transfer is asked again with its key.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError ||
          error instanceof Stripe.errors.StripeCardError
        ) {
          return { status: 'failed', message: error.message };
        }
        throw error;
      }
    },
  };
}
