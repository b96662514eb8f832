// An hour package bought by card (docs/product.md "Money"): one purchase row per Buy, priced from the
// package list alone, whatever the request says. Its hours land on the balance when the card payment is booked
// (settlement.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import { findHourPackage, type HourPackageId } from '../../../shared/domain/hour-packages.ts';
import type { PackagePaymentInfo } from '../../../shared/schemas/payments.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { CreatedPaymentIntent, PaymentGateway } from '../../payments/gateway.ts';
import { createPendingCardPayment, describePayment, openIntent } from './purchase.ts';

// POST /api/payments/create-payment-intent.
export async function startHoursPurchase(
  em: EntityManager,
  gateway: PaymentGateway,
  client: User,
  packageId: HourPackageId,
): Promise<PackagePaymentInfo> {
  const hourPackage = findHourPackage(packageId);
  if (!hourPackage) throw new AppError('VALIDATION_ERROR', 'Choose one of the packages');
  const payment = createPendingCardPayment(em, gateway, client, { hourPackage });
  await em.flush();
  let intent: CreatedPaymentIntent;
  try {
    intent = await openIntent(gateway, payment, describePayment(payment, null), {
      packageId: hourPackage.id,
      hours: String(hourPackage.hours),
    });
  } catch (error) {
    payment.status = 'failed';
    payment.failureMessage = 'The payment could not be started';
    await em.flush();
    throw error;
  }
  payment.reference = intent.id;
  await em.flush();
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    package: { name: hourPackage.name, hours: hourPackage.hours, amount: hourPackage.amount },
  };
}
