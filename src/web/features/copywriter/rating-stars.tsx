import { Group, Text } from '@mantine/core';
import IconStar from '@tabler/icons-react/dist/esm/icons/IconStar.mjs';
import IconStarFilled from '@tabler/icons-react/dist/esm/icons/IconStarFilled.mjs';
import IconStarHalfFilled from '@tabler/icons-react/dist/esm/icons/IconStarHalfFilled.mjs';
import { NOT_RATED_YET, writerRatingFigure } from '../../../shared/domain/writer-rating.ts';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';

const STARS = [1, 2, 3, 4, 5] as const;
const GOLD = 'var(--mantine-color-yellow-5)';
const GREY = 'var(--mantine-color-gray-4)';

function Star({ position, rating }: { position: number; rating: number }) {
  // Rounded to the nearest half star, so 4.3 shows four and a half and 4.2 shows four.
  const filled = Math.round(rating * 2) / 2;
  if (filled >= position) return <IconStarFilled size={16} color={GOLD} aria-hidden />;
  if (filled >= position - 0.5) return <IconStarHalfFilled size={16} color={GOLD} aria-hidden />;
  return <IconStar size={16} color={GREY} aria-hidden />;
}

/** Five stars and the rating to one decimal; before a copywriter's first rating, grey stars and "New". */
export function RatingStars({ rating }: { rating: number | null }) {
  const figure = writerRatingFigure(rating);
  const label = figure === null ? NOT_RATED_YET : `Rated ${figure} out of 5`;
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={label}>
      <Group gap={2} wrap="nowrap">
        {STARS.map((position) => (
          <Star key={position} position={position} rating={rating ?? 0} />
        ))}
      </Group>
      <Text size="sm" fw={600} aria-hidden>
        {figure ?? 'New'}
      </Text>
    </Group>
  );
}
