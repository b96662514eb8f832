import { ThemeIcon } from '@mantine/core';
import IconFeather from '@tabler/icons-react/dist/esm/icons/IconFeather.mjs';
import '@mantine/core/styles/ThemeIcon.layer.css';

/** The logo beside the product name; decorative, the name beside it carries the meaning. */
export function BrandMark({ size = 30 }: { size?: number }) {
  return (
    <ThemeIcon
      size={size}
      radius="md"
      variant="gradient"
      gradient={{ from: 'indigo.7', to: 'violet.6' }}
      aria-hidden
    >
      <IconFeather size={Math.round(size * 0.6)} />
    </ThemeIcon>
  );
}
