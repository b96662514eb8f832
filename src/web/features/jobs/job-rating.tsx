// The client's rating of a delivered job: stars, then an optional written review shown on the copywriter's
// profile (docs/product.md "The job page, review and revisions"). A job is rated once; afterwards the stars
// and the review are only shown.

import { Blockquote, Button, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { TEXT_MAXIMUMS } from '../../../shared/constants.ts';
import { formatNumber } from '../../../shared/domain/format.ts';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { refreshJobs } from './dashboard-queries.ts';
import { StarRatingInput } from './star-rating-input.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Blockquote.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Rating.layer.css';
import '@mantine/core/styles/Stack.layer.css';

function GivenRating({ rating, review }: { rating: number; review: string | null }) {
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          Your rating
        </Text>
        {/* Read-only, Mantine's stars have no inputs: one image for the whole rating. */}
        <Rating role="img" aria-label={`Rated ${rating} out of 5`} value={rating} readOnly />
        <Text size="sm" c="dimmed">
          {rating}/5
        </Text>
      </Group>
      {review && (
        <Blockquote
          p="sm"
          radius="md"
          color="gray"
          aria-label="Your review"
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontSize: 'var(--mantine-font-size-sm)',
          }}
        >
          {review}
        </Blockquote>
      )}
    </Stack>
  );
}

// The procedure's own schema, loaded at the first submit: zod would otherwise come with every completed job's
// page, which most visits only read (docs/decisions/0043).
const rating = lazySchema(() => import('../../../shared/schemas/jobs.ts').then((m) => m.ratingSchema));

export function JobRating({ job }: { job: JobDto }) {
  const queryClient = useQueryClient();
  const labelId = useId();
  const rate = useMutation(trpc.jobs.rate.mutationOptions());
  const [stars, setStars] = useState<number | null>(null);
  const [review, setReview] = useState('');
  const [reviewError, setReviewError] = useState<string | undefined>();

  if (job.rating !== null) return <GivenRating rating={job.rating} review={job.review} />;

  const submit = async () => {
    if (stars === null) return;
    // The procedure's own schema: the same limit and message as the server's.
    const parsed = (await rating.load()).safeParse({ id: job.id, rating: stars, review });
    if (!parsed.success) {
      setReviewError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await rate.mutateAsync(parsed.data);
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Please try again',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Thank you for rating',
      description: 'Your rating helps us keep our copywriters at their best.',
    });
    await refreshJobs(queryClient);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      aria-labelledby={labelId}
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" fw={600} id={labelId}>
            Rate this job
          </Text>
          <StarRatingInput value={stars} onChange={setStars} labelledBy={labelId} disabled={rate.isPending} />
        </Group>
        {/* The review and the button come with the stars: until then the card stays short. */}
        {stars !== null && (
          <>
            <Textarea
              label="Your review (optional)"
              description="Shown to the copywriter and on their profile, with your first name."
              placeholder="What was good, and what could have been better?"
              autosize
              minRows={3}
              maxRows={8}
              value={review}
              onChange={(event) => {
                setReview(event.currentTarget.value);
                setReviewError(undefined);
              }}
              error={reviewError}
            />
            <Group gap="sm">
              <Button type="submit" loading={rate.isPending}>
                Submit rating
              </Button>
              <Text size="xs" c="dimmed">
                {formatNumber(review.length)} / {formatNumber(TEXT_MAXIMUMS.review)} characters
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
