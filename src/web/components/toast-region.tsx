// Where toasts appear: top centre on phones, bottom right on wider screens, one at a time.
import { em } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { TOAST_DURATION_MS } from '../../shared/constants.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

const WIDE_SCREEN = `(min-width: ${em(768)})`;

export function ToastRegion() {
  const regionRef = useRef<HTMLElement>(null);
  const wide = useMediaQuery(WIDE_SCREEN, false, { getInitialValueInEffect: false });
  // F8 jumps to the toasts from anywhere, form fields included (hence no ignored tags).
  useHotkeys([['F8', () => regionRef.current?.focus()]], []);

  return (
    <section ref={regionRef} aria-label="Notifications (F8)" tabIndex={-1}>
      <Notifications
        withinPortal={false}
        position={wide ? 'bottom-right' : 'top-center'}
        limit={1}
        autoClose={TOAST_DURATION_MS}
        containerWidth={420}
      />
    </section>
  );
}
