// What the client's card on the dashboard and the client's job page share: paying (accept a quote and pay,
// pay the accepted one by card or from prepaid hours, go back to the quotes), messaging the copywriter, and
// the dialogs of both. Which of them a job offers comes from the transition table and the review window
// (clientActions in job-page-logic.ts, isMessagingOpen), not from its status.
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import IconArrowBackUp from '@tabler/icons-react/dist/esm/icons/IconArrowBackUp.mjs';
import IconClockHour4 from '@tabler/icons-react/dist/esm/icons/IconClockHour4.mjs';
import IconCreditCard from '@tabler/icons-react/dist/esm/icons/IconCreditCard.mjs';
import IconMessage from '@tabler/icons-react/dist/esm/icons/IconMessage.mjs';
import { useState } from 'react';
import { priceGbp } from '../../../shared/domain/pricing.ts';
import { isMessagingOpen } from '../../../shared/domain/review-window.ts';
import type { JobDto, QuoteDto } from '../../../shared/schemas/jobs.ts';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { clientActions } from './job-page-logic.ts';
import { payWithHoursLabel, prepaidHoursFor } from './prepaid-hours.ts';
import type { AcceptOptions } from './quote-offer.tsx';
import { useJobChoices } from './use-job-choices.ts';
import { useJobPayment } from './use-job-payment.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';

// Loaded when first opened (docs/decisions/0043).
const PaymentDialog = lazyDialog(() =>
  import('../../lib/payments/payment-dialog.tsx').then((m) => m.PaymentDialog),
);
const MessageDialog = lazyDialog(() => import('./message-dialog.tsx').then((m) => m.MessageDialog));

export function useClientJobControls(job: JobDto, collectsCard: boolean) {
  const { labels } = useSpelling();
  const payment = useJobPayment(job, collectsCard);
  const choices = useJobChoices(job);
  const hoursBalance = useCurrentUser().data?.hoursBalance ?? 0;
  const [messaging, messageDialog] = useDisclosure(false);
  // The writer a message goes to: each writer who quoted has a thread of their own with the client.
  const [recipient, setRecipient] = useState<QuoteDto | null>(null);
  const team = `the ${labels.brand} team`;
  const messagingOpen = isMessagingOpen(job);
  const writerQuotes = job.quotes.filter((quote) => quote.copywriterId !== null);
  const openMessage = (to: QuoteDto | null) => {
    setRecipient(to);
    messageDialog.open();
  };

  return {
    job,
    actions: clientActions(job),
    payment,
    choices,
    messagingOpen,
    /** The step's 'Message Copywriter' needs no choice: a writer was chosen, or only one quoted. */
    messagesOneWriter: job.copywriterId !== null || writerQuotes.length <= 1,
    messaging: {
      opened: messaging,
      recipient,
      open: () => openMessage(null),
      close: messageDialog.close,
    },
    /** The quote card's 'Message', to its writer alone, while the client is choosing. */
    messageTo: (quote: QuoteDto) =>
      messagingOpen && quote.copywriterId !== null && job.copywriterId === null
        ? () => openMessage(quote)
        : undefined,
    agreedPrice: priceGbp(job),
    /** The hours the accepted quote would take from the balance, when the balance covers it. */
    agreedPrepaidHours: prepaidHoursFor(job, hoursBalance),
    /** Who the job's copywriter is; the house quote is the team's. */
    writer: job.copywriterName ?? team,
    quoteFrom: (quote: QuoteDto) => quote.copywriterName ?? team,
    /** The ways to accept one of the quotes: by card, or from prepaid hours. */
    acceptOptions: (quote: QuoteDto): AcceptOptions => ({
      busy: payment.busy && payment.checkout?.quote?.id === quote.id,
      onAccept: () => payment.start(quote),
      prepaidHours: prepaidHoursFor(quote, hoursBalance),
      payingWithHours: payment.payingWithHours === quote,
      onPayWithHours: () => void payment.payWithHours(quote),
    }),
  };
}

export type ClientJobControls = ReturnType<typeof useClientJobControls>;

/** Pay the accepted quote, by card or from prepaid hours, or go back to the quotes. */
export function PaymentButtons({
  controls,
  declined = false,
}: {
  controls: ClientJobControls;
  declined?: boolean;
}) {
  const { actions, payment, choices, agreedPrepaidHours } = controls;
  return (
    <>
      {actions.pay && (
        <Button
          onClick={() => payment.start(null)}
          loading={payment.busy && !payment.checkout}
          leftSection={<IconCreditCard size={16} aria-hidden />}
        >
          {declined ? 'Try another card' : 'Complete Payment'}
        </Button>
      )}
      {actions.pay && agreedPrepaidHours !== undefined && (
        <Button
          variant="light"
          onClick={() => void payment.payWithHours(null)}
          loading={payment.payingWithHours === 'agreed'}
          leftSection={<IconClockHour4 size={16} aria-hidden />}
        >
          {payWithHoursLabel(agreedPrepaidHours, false)}
        </Button>
      )}
      {/* A declined card need not tie the client to this quote (docs/product.md "The job page, review and
          revisions"). */}
      {actions.changeQuote && (
        <Button
          variant="default"
          onClick={() => void choices.chooseAnotherQuote()}
          loading={choices.changingQuote}
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
        >
          Choose another quote
        </Button>
      )}
    </>
  );
}

export function MessageButton({ controls }: { controls: ClientJobControls }) {
  return (
    <Button
      variant="default"
      leftSection={<IconMessage size={16} aria-hidden />}
      onClick={controls.messaging.open}
    >
      Message Copywriter
    </Button>
  );
}

/** The card payment and the message to the copywriter, opened from the buttons above. */
export function ClientJobDialogs({ controls }: { controls: ClientJobControls }) {
  const { job, payment, messaging } = controls;
  const checkoutSummary = payment.checkout?.quote
    ? `You are accepting the quote from ${controls.quoteFrom(payment.checkout.quote)} for “${job.title}” and paying for it by card.`
    : `You are paying the agreed price for “${job.title}” by card.`;
  return (
    <>
      {payment.checkout && (
        <PaymentDialog
          opened
          priceGbp={payment.checkout.priceGbp}
          summary={checkoutSummary}
          busy={payment.busy}
          onClose={payment.close}
          onPay={payment.payWithCard}
        />
      )}
      {controls.messagingOpen && (
        <MessageDialog
          jobId={job.id}
          jobTitle={job.title}
          copywriterId={messaging.recipient?.copywriterId ?? undefined}
          recipient={messaging.recipient ? controls.quoteFrom(messaging.recipient) : 'The copywriter'}
          opened={messaging.opened}
          onClose={messaging.close}
        />
      )}
    </>
  );
}
