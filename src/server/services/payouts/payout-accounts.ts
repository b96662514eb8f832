// A copywriter's payout account at the gateway (docs/decisions/0039): opened when they first ask to set up
// payouts, onboarded on the gateway's own page (Stripe's hosted onboarding, or the test gateway's one-click
// page of ours), its state as the gateway last told it.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PayoutAccountDto } from '../../../shared/schemas/payouts.ts';
import { PayoutAccount } from '../../db/entities/payout-account.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { PaymentGateway, PayoutAccountState } from '../../payments/gateway.ts';

// Where the writer comes back to from the gateway's page: their Earnings tab.
export const EARNINGS_TAB_PATH = '/copywriter-dashboard?tab=earnings';

export function payoutAccountDto(account: PayoutAccount | null): PayoutAccountDto {
  if (!account) return { status: 'none', payoutsEnabled: false };
  return { status: account.payoutsEnabled ? 'enabled' : 'pending', payoutsEnabled: account.payoutsEnabled };
}

export async function getPayoutAccount(em: EntityManager, writer: User): Promise<PayoutAccountDto> {
  return payoutAccountDto(await em.findOne(PayoutAccount, { user: writer.id }));
}

const unavailable = () =>
  new AppError('PAYMENT_GATEWAY_UNAVAILABLE', 'Payouts could not be set up just now. Please try again.');

// Ids start again in a database restored or reset under the same Stripe account, within Stripe's 24 hours of
// remembering a key: the row's creation time keeps a key from naming another writer's request.
export function payoutAccountIdempotencyKey(writer: Pick<User, 'id' | 'createdAt'>): string {
  return `humanise-payout-account-${writer.id}-${writer.createdAt.getTime()}`;
}

// The writer's account, opened at the gateway the first time. The gateway's idempotency key is the writer's,
// so a retry or a double click opens one account, and the row's unique user keeps one row.
async function ensureAccount(
  em: EntityManager,
  gateway: PaymentGateway,
  writer: User,
): Promise<PayoutAccount> {
  const existing = await em.findOne(PayoutAccount, { user: writer.id });
  if (existing) return existing;
  const { id } = await gateway
    .createPayoutAccount({
      userId: writer.id,
      email: writer.email,
      name: writer.name,
      idempotencyKey: payoutAccountIdempotencyKey(writer),
    })
    .catch(() => {
      throw unavailable();
    });
  try {
    const account = em.create(PayoutAccount, { user: writer.id, gateway: gateway.name, externalId: id });
    await em.flush();
    return account;
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    return em.findOneOrFail(PayoutAccount, { user: writer.id });
  }
}

export async function onboardingLink(
  em: EntityManager,
  gateway: PaymentGateway,
  writer: User,
  publicUrl: string,
): Promise<{ url: string }> {
  const account = await ensureAccount(em, gateway, writer);
  const back = `${publicUrl}${EARNINGS_TAB_PATH}`;
  return gateway
    .onboardingLink({ accountId: account.externalId, returnUrl: back, refreshUrl: back })
    .catch(() => {
      throw unavailable();
    });
}

// The test gateway's onboarding page: one click enables the writer's own account, as a test card pays.
export async function enableTestAccount(
  em: EntityManager,
  gateway: PaymentGateway,
  writer: User,
  accountId: string,
): Promise<PayoutAccountDto> {
  if (gateway.name !== 'test') throw new AppError('NOT_FOUND', 'Not found');
  const account = await em.findOne(PayoutAccount, { externalId: accountId, user: writer.id });
  if (!account) throw new AppError('NOT_FOUND', 'No payout account of yours has that id');
  account.detailsSubmitted = true;
  account.payoutsEnabled = true;
  account.updatedAt = new Date();
  await em.flush();
  return payoutAccountDto(account);
}

/**
 * The gateway's word on an account (Stripe's webhook): its state is set to what the gateway says, which a
 * repeated or concurrent delivery sets again to the same. Answers whether the account is one of ours.
 */
export async function applyPayoutAccountState(
  em: EntityManager,
  state: PayoutAccountState,
): Promise<boolean> {
  const updated = await em.execute(
    `update payout_accounts set details_submitted = ?, payouts_enabled = ?, updated_at = now()
      where external_id = ?`,
    [state.detailsSubmitted, state.payoutsEnabled, state.id],
    'run',
  );
  return (updated as { affectedRows?: number }).affectedRows !== 0;
}
