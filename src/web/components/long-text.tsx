// A text that may run to 15,000 words, drawn so that only what is on screen costs layout and paint: each
// paragraph is a block that the browser skips while it is off screen (content-visibility). Switching a job's
// rounds laid out the whole new text at once, hundreds of milliseconds on a phone (docs/decisions/0043).
import { textBlocks } from '../lib/text-blocks.ts';
import classes from './long-text.module.css';

export function LongText({ text }: { text: string }) {
  const blocks = textBlocks(text);
  if (blocks.length === 1) return text;
  return blocks.map((block, index) => (
    // The blocks of a text never reorder: their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <span key={index} className={classes.block}>
      {block}
    </span>
  ));
}
