import { Group } from '@mantine/core';
import IconStar from '@tabler/icons-react/dist/esm/icons/IconStar.mjs';
import IconStarFilled from '@tabler/icons-react/dist/esm/icons/IconStarFilled.mjs';
import IconStarHalfFilled from '@tabler/icons-react/dist/esm/icons/IconStarHalfFilled.mjs';
import { writerRatingFigure } from '../../shared/domain/writer-rating.ts';
import '@mantine/core/styles/Group.layer.css';

const STARS = [1, 2, 3, 4, 5] as const;
const GOLD = 'var(--mantine-color-yellow-5)';

/**
 * Five stars filled to the rating, to the nearest half (five by default, as the home page's designed sample
 * and testimonial show), read out once as "Rated 4.5 out of 5" rather than as five images.
 */
export function FiveStars({ size = 16, rating = 5 }: { size?: number; rating?: number }) {
  const filled = Math.round(rating * 2) / 2;
  return (
    <Group gap={2} role="img" aria-label={`Rated ${writerRatingFigure(rating)} out of 5`} wrap="nowrap">
      {STARS.map((star) =>
        filled >= star ? (
          <IconStarFilled key={star} size={size} color={GOLD} aria-hidden />
        ) : filled >= star - 0.5 ? (
          <IconStarHalfFilled key={star} size={size} color={GOLD} aria-hidden />
        ) : (
          <IconStar key={star} size={size} color="var(--mantine-color-gray-4)" aria-hidden />
        ),
      )}
    </Group>
  );
}
