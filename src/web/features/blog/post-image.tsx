import { Image } from '@mantine/core';
import { useState } from 'react';
import '@mantine/core/styles/Image.layer.css';

// A featured image that cannot load (a dead address, or a host the page's policy refuses) is left out
// rather than shown as a broken image.
export function PostImage({ src, alt, height }: { src: string | null; alt: string; height: number }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <Image
      src={src}
      alt={alt}
      h={height}
      fit="cover"
      radius="md"
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
