import { describe, expect, it } from 'vitest';
import { confirmationStep, paymentReturnFrom, returnStep, returnUrlFor } from './payment-outcome.ts';

describe('confirmationStep', () => {
  it('waits for the booking once the card went through or is being processed', () => {
    for (const status of ['succeeded', 'processing', 'requires_capture']) {
      expect(confirmationStep({ paymentIntent: { status } }), status).toEqual({ kind: 'await-booking' });
    }
  });

  it('says a refused card or unfinished details in Stripe’s words, for another try', () => {
    expect(confirmationStep({ error: { type: 'card_error', message: 'Your card was declined.' } })).toEqual({
      kind: 'declined',
      message: 'Your card was declined.',
    });
    expect(
      confirmationStep({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } }),
    ).toEqual({ kind: 'declined', message: 'Your card number is incomplete.' });
  });

  it('counts any other error of Stripe’s as an error, not a decline', () => {
    expect(confirmationStep({ error: { type: 'api_connection_error', message: 'No connection' } })).toEqual({
      kind: 'error',
      message: 'No connection',
    });
    expect(confirmationStep({ error: { type: 'invalid_request_error' } })).toEqual({
      kind: 'error',
      message: undefined,
    });
  });

  it('reads an intent still wanting a card as declined, with the reason when Stripe gives one', () => {
    expect(
      confirmationStep({
        paymentIntent: {
          status: 'requires_payment_method',
          last_payment_error: { message: 'Your card has insufficient funds.' },
        },
      }),
    ).toEqual({ kind: 'declined', message: 'Your card has insufficient funds.' });
    expect(confirmationStep({ paymentIntent: { status: 'canceled', last_payment_error: null } })).toEqual({
      kind: 'declined',
      message: undefined,
    });
    expect(confirmationStep({})).toEqual({ kind: 'declined', message: undefined });
  });
});

describe('paymentReturnFrom', () => {
  it('reads the intent and the redirect’s status that Stripe adds to the return address', () => {
    expect(
      paymentReturnFrom(
        '?payment_intent=pi_3Abc_9&payment_intent_client_secret=pi_3Abc_9_secret_x&redirect_status=succeeded',
      ),
    ).toEqual({ paymentIntentId: 'pi_3Abc_9', redirectStatus: 'succeeded' });
    expect(paymentReturnFrom('redirect_status=failed&payment_intent=pi_1')).toEqual({
      paymentIntentId: 'pi_1',
      redirectStatus: 'failed',
    });
  });

  it('is null for an ordinary visit or anything that is not an intent’s id', () => {
    expect(paymentReturnFrom('')).toBeNull();
    expect(paymentReturnFrom('?payment_intent=pi_1')).toBeNull();
    expect(paymentReturnFrom('?redirect_status=succeeded')).toBeNull();
    expect(paymentReturnFrom('?payment_intent=pi_1%2F..&redirect_status=succeeded')).toBeNull();
    expect(paymentReturnFrom(`?payment_intent=${'a'.repeat(256)}&redirect_status=succeeded`)).toBeNull();
  });
});

describe('returnStep', () => {
  it('offers the form again after a failed redirect', () => {
    expect(returnStep({ paymentIntentId: 'pi_1', redirectStatus: 'failed' })).toEqual({
      kind: 'declined',
      message: undefined,
    });
  });

  it('waits for the booking otherwise, so that a charged client is never asked to pay again', () => {
    for (const redirectStatus of ['succeeded', 'processing', 'something new']) {
      expect(returnStep({ paymentIntentId: 'pi_1', redirectStatus }), redirectStatus).toEqual({
        kind: 'await-booking',
      });
    }
  });
});

describe('returnUrlFor', () => {
  it('sends the client back to the page that paid, without its query or hash', () => {
    expect(returnUrlFor(new URL('https://humanise.example/checkout?payment_intent=pi_1#top'))).toBe(
      'https://humanise.example/checkout',
    );
  });
});
