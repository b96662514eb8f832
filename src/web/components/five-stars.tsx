import { Group } from '@mantine/core';
import IconStarFilled from '@tabler/icons-react/dist/esm/icons/IconStarFilled.mjs';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five filled stars, read out once as "Rated 5 out of 5" rather than as five images. */
export function FiveStars({ size = 16 }: { size?: number }) {
  return (
    <Group gap={2} role="img" aria-label="Rated 5 out of 5" wrap="nowrap">
      {STARS.map((star) => (
        <IconStarFilled key={star} size={size} color="var(--mantine-color-yellow-5)" aria-hidden />
      ))}
    </Group>
  );
}
