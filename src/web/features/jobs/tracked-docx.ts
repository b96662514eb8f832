// A delivered round as a Word document whose changes against the draft (or the round before) are Word's own
// tracked changes, so a client can review them in Word and accept or reject them one by one
// (docs/decisions/0046-word-tracked-changes.md). Built in the browser from the same word diff as the
// comparison on the screen, and loaded only when a client asks for it, like the plain .docx.
import {
  DeletedTextRun,
  Document,
  InsertedTextRun,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx';
import { diffBlocks } from '../../../shared/domain/word-diff.ts';
import { NOT_IN_XML } from '../../lib/files/write-docx.ts';

type Mark = 'equal' | 'insert' | 'delete';

/** A stretch of text with one mark; a newline in it is a paragraph mark carrying the same mark. */
interface Piece {
  mark: Mark;
  text: string;
}

export interface TrackedDocxInput {
  /** The draft, or the round before. */
  before: string;
  /** The round delivered. */
  after: string;
  title: string;
  /** Who the revisions are by: the copywriter's name as the viewer sees it on the page. */
  author: string;
  /** When the round was delivered, an ISO date. */
  date: string;
}

function clean(text: string): string {
  return text.replace(NOT_IN_XML, '').replace(/\r\n?/g, '\n');
}

/**
 * The two texts as marked pieces. The word diff compares words only, so whitespace that differs around an
 * equal word (a paragraph split in two, two joined into one) is marked here as deleted and inserted
 * whitespace: accepting every change then gives the delivered text and rejecting every change the draft,
 * paragraph breaks included.
 */
export function trackedPieces(before: string, after: string): Piece[] {
  const pieces: Piece[] = [];
  const add = (mark: Mark, text: string) => {
    if (text === '') return;
    const last = pieces.at(-1);
    if (last?.mark === mark) last.text += text;
    else pieces.push({ mark, text });
  };
  for (const block of diffBlocks(clean(before), clean(after))) {
    block.equal.forEach((token, index) => {
      const lead = block.equalBefore[index]?.lead ?? token.lead;
      if (lead === token.lead) add('equal', token.lead);
      else {
        add('delete', lead);
        add('insert', token.lead);
      }
      add('equal', token.word);
    });
    for (const token of block.deleted) add('delete', token.lead + token.word);
    for (const token of block.inserted) add('insert', token.lead + token.word);
  }
  return pieces;
}

/** Word paragraphs for the pieces: one per line of text, an empty line an empty paragraph. */
export function trackedParagraphs(pieces: readonly Piece[], author: string, date: string): Paragraph[] {
  // Word wants a date without fractions of a second; every revision needs an id of its own.
  const when = new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');
  let id = 0;
  const revision = () => ({ id: ++id, author, date: when });
  const paragraphs: Paragraph[] = [];
  let runs: ParagraphChild[] = [];
  const addRun = (mark: Mark, text: string) => {
    if (text === '') return;
    if (mark === 'equal') runs.push(new TextRun(text));
    else if (mark === 'insert') runs.push(new InsertedTextRun({ text, ...revision() }));
    else runs.push(new DeletedTextRun({ text, ...revision() }));
  };
  // The mark of a paragraph's own end: an inserted one splits a paragraph in two, a deleted one joins two.
  const endParagraph = (mark: Mark) => {
    const run =
      mark === 'insert'
        ? { insertion: revision() }
        : mark === 'delete'
          ? { deletion: revision() }
          : undefined;
    paragraphs.push(new Paragraph({ children: runs, ...(run ? { run } : {}) }));
    runs = [];
  };
  for (const piece of pieces) {
    const lines = piece.text.split('\n');
    lines.forEach((line, index) => {
      if (index > 0) endParagraph(piece.mark);
      addRun(piece.mark, line);
    });
  }
  endParagraph('equal');
  return paragraphs;
}

export function trackedDocument({ before, after, title, author, date }: TrackedDocxInput): Document {
  return new Document({
    title,
    creator: author,
    sections: [{ children: trackedParagraphs(trackedPieces(before, after), author, date) }],
  });
}

/** The round as a .docx with its changes tracked. */
export function trackedDocx(input: TrackedDocxInput): Promise<Blob> {
  return Packer.toBlob(trackedDocument(input));
}
