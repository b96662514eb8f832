import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../../../shared/schemas/payments.ts';
import { BOOKING_POLL_MS, BOOKING_WAIT_MS, type BookingClock, pollUntilBooked } from './booking-wait.ts';

/** A clock that moves only when the wait sleeps. */
function fakeClock(): BookingClock & { slept: number } {
  let now = 0;
  const clock = {
    slept: 0,
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
      clock.slept += 1;
    },
  };
  return clock;
}

function answers(...statuses: (PaymentStatus | Error)[]) {
  let asked = 0;
  const read = async () => {
    const answer = statuses[Math.min(asked, statuses.length - 1)];
    asked += 1;
    if (answer instanceof Error) throw answer;
    return answer as PaymentStatus;
  };
  return { read, asked: () => asked };
}

describe('pollUntilBooked', () => {
  it('is done as soon as the server has booked the payment', async () => {
    const clock = fakeClock();
    const server = answers('pending', 'pending', 'succeeded');
    expect(await pollUntilBooked(server.read, { clock })).toBe(true);
    expect(server.asked()).toBe(3);
    expect(clock.slept).toBe(2);
  });

  it('asks again after a dropped answer', async () => {
    const server = answers(new Error('offline'), 'succeeded');
    expect(await pollUntilBooked(server.read, { clock: fakeClock() })).toBe(true);
    expect(server.asked()).toBe(2);
  });

  it('gives up when the webhook has not booked it in time', async () => {
    const clock = fakeClock();
    const server = answers('pending');
    expect(await pollUntilBooked(server.read, { clock })).toBe(false);
    expect(server.asked()).toBe(BOOKING_WAIT_MS / BOOKING_POLL_MS);
  });

  it('stops at once when the page is left', async () => {
    const leaving = new AbortController();
    const server = answers('pending');
    const clock = fakeClock();
    const sleep = clock.sleep;
    clock.sleep = async (ms) => {
      await sleep(ms);
      leaving.abort();
    };
    expect(await pollUntilBooked(server.read, { clock, signal: leaving.signal })).toBe(false);
    expect(server.asked()).toBe(1);
  });
});
