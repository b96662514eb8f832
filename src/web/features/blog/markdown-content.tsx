import { Typography } from '@mantine/core';
import classes from './markdown-content.module.css';
import '@mantine/core/styles/Typography.layer.css';

/**
 * HTML rendered from a post's Markdown by src/shared/domain/markdown.ts, which lets no raw HTML, script,
 * event handler or javascript: address through. Nothing else may be passed here.
 */
export function MarkdownContent({ html, label }: { html: string; label?: string }) {
  return (
    <Typography
      className={classes.content}
      aria-label={label}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from the sanitising renderer only
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
