// Mantine's anchor and button rendered as router links, so `to` stays type-checked and navigation stays client-side.
import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';

type AnchorElementProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>;

function MantineAnchor(props: AnchorElementProps) {
  return <Anchor {...props} />;
}

type ButtonAnchorProps = ButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps>;

function MantineButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

export const AnchorLink = createLink(MantineAnchor);
export const ButtonLink = createLink(MantineButtonAnchor);

function preventNavigation(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

/** A link that is on the page but leads nowhere yet (the footer's placeholders). */
export function PlaceholderLink({ children, ...props }: AnchorElementProps & { children: ReactNode }) {
  return (
    <Anchor href="#" onClick={preventNavigation} {...props}>
      {children}
    </Anchor>
  );
}
