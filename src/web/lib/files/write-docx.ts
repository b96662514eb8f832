// The delivered text as a Word document, made in the browser from the text alone. Loaded only when a client
// asks for the .docx: the docx package stays out of the dashboard's first load.
import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx';

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

const NUMBERED = 'numbered';
const MAX_LIST_LEVEL = 8;

// The marks read-text-file.ts writes, and that a copywriter typing markdown-ish text would use.
const HEADING_LINE = /^(#{1,6})\s+(\S.*)$/;
const BULLET_LINE = /^(\s*)[-*•]\s+(\S.*)$/;
const NUMBERED_LINE = /^(\s*)\d{1,9}[.)]\s+(\S.*)$/;

// XML 1.0 has no place for these control characters: one of them would make Word refuse the whole file.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
export const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function listLevel(indent: string): number {
  return Math.min(Math.floor(indent.replace(/\t/g, '  ').length / 2), MAX_LIST_LEVEL);
}

/** One paragraph of plain lines, kept apart by line breaks as they were in the text. */
function plainParagraph(lines: readonly string[]): Paragraph {
  const children: ParagraphChild[] = lines.map((line, index) =>
    index === 0 ? new TextRun(line) : new TextRun({ text: line, break: 1 }),
  );
  return new Paragraph({ children });
}

/**
 * Word paragraphs for the text: blank lines separate paragraphs; a line starting with # is a heading, one
 * starting with "- ", "* " or "1. " a list item (indented by two spaces per level); other lines of a paragraph
 * stay together, on lines of their own.
 */
export function textToParagraphs(text: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  // Each numbered list restarts at 1: a list is a new instance of the numbering.
  let instance = 0;
  for (const block of text
    .replace(NOT_IN_XML, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)) {
    let plain: string[] = [];
    let inNumberedList = false;
    const endPlain = () => {
      if (plain.length > 0) paragraphs.push(plainParagraph(plain));
      plain = [];
    };
    for (const line of block.split('\n')) {
      const heading = HEADING_LINE.exec(line);
      const bullet = heading ? null : BULLET_LINE.exec(line);
      const numbered = heading || bullet ? null : NUMBERED_LINE.exec(line);
      if (!numbered) inNumberedList = false;
      if (heading) {
        endPlain();
        const level = HEADINGS[(heading[1] ?? '#').length - 1];
        paragraphs.push(new Paragraph({ text: heading[2] ?? '', heading: level }));
      } else if (bullet) {
        endPlain();
        paragraphs.push(
          new Paragraph({ text: bullet[2] ?? '', bullet: { level: listLevel(bullet[1] ?? '') } }),
        );
      } else if (numbered) {
        endPlain();
        if (!inNumberedList) instance += 1;
        inNumberedList = true;
        paragraphs.push(
          new Paragraph({
            text: numbered[2] ?? '',
            numbering: { reference: NUMBERED, level: listLevel(numbered[1] ?? ''), instance },
          }),
        );
      } else if (line.trim() !== '') {
        plain.push(line.trimEnd());
      }
    }
    endPlain();
  }
  return paragraphs;
}

export function textToDocument(text: string, title: string): Document {
  return new Document({
    title,
    numbering: {
      config: [
        {
          reference: NUMBERED,
          levels: Array.from({ length: MAX_LIST_LEVEL + 1 }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ children: textToParagraphs(text) }],
  });
}

/** The text as a .docx file. */
export function textToDocx(text: string, title: string): Promise<Blob> {
  return Packer.toBlob(textToDocument(text, title));
}
