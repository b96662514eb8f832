// Stars to pick a rating from 1 to 5: five native radios, one per star, so there is no "0 stars" choice to
// land on (Mantine's Rating has one, for clearing) and the keyboard works as in any radio group.
import IconStarFilled from '@tabler/icons-react/dist/esm/icons/IconStarFilled.mjs';
import { useId, useState } from 'react';
import classes from './star-rating-input.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

export function starsLabel(value: number): string {
  return value === 1 ? '1 star' : `${value} stars`;
}

export function StarRatingInput({
  value,
  onChange,
  labelledBy,
  disabled = false,
}: {
  value: number | null;
  onChange: (value: number) => void;
  labelledBy: string;
  disabled?: boolean;
}) {
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={classes.stars}
      onMouseLeave={() => setHovered(null)}
    >
      {STARS.map((star) => (
        <span key={star} className={classes.star} data-filled={star <= shown || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            // The radio covers its star, so hovering the star is hovering the radio.
            onMouseEnter={() => setHovered(star)}
            aria-label={starsLabel(star)}
            disabled={disabled}
          />
          <IconStarFilled size={24} className={classes.icon} aria-hidden />
        </span>
      ))}
    </div>
  );
}
