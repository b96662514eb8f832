import type { MouseEvent } from 'react';

/**
 * The first thing the keyboard reaches on every page, shown only while focused: it jumps past the navigation
 * bar to the page's main content. The link works without script too (the HTML the server renders); with it,
 * focus is moved by hand, since a change of the address's #fragment would be a navigation for the router.
 */
export function SkipLink({ target }: { target: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a href={`#${target}`} className="skip-link" onClick={skip}>
      Skip to main content
    </a>
  );
}
