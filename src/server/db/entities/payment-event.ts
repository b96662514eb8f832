import { defineEntity, p } from '@mikro-orm/core';

// Gateway webhook events already acted on, by the gateway's own event id: the row is inserted in the
// transaction that applies the event, so a redelivery (or a concurrent duplicate) finds it and does nothing.
export const PaymentEventSchema = defineEntity({
  name: 'PaymentEvent',
  tableName: 'payment_events',
  properties: {
    id: p.string().length(255).primary(),
    type: p.string().length(100),
    processedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class PaymentEvent extends PaymentEventSchema.class {}
PaymentEventSchema.setClass(PaymentEvent);
