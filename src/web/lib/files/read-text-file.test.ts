import {
  DeletedTextRun,
  Document,
  HeadingLevel,
  InsertedTextRun,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { describe, expect, it } from 'vitest';
import { docxPart } from '../../../../test/helpers/docx-xml.ts';
import { workSubmissionSchema } from '../../../shared/schemas/copywriter.ts';
import { jobSubmissionSchema } from '../../../shared/schemas/jobs.ts';
import { MAX_FILE_BYTES } from './file-limits.ts';
import { FILE_MESSAGES, readTextFile } from './read-text-file.ts';

const aiContent = jobSubmissionSchema.shape.aiContent;

async function docxFile(
  children: Paragraph[] | Array<Paragraph | Table>,
  name = 'draft.docx',
): Promise<File> {
  const document = new Document({
    numbering: {
      config: [{ reference: 'steps', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.' }] }],
    },
    sections: [{ children }],
  });
  return new File([await Packer.toBlob(document)], name);
}

function textFile(content: string | Uint8Array, name = 'draft.txt'): File {
  return new File([content as BlobPart], name);
}

async function expectMessage(file: File, message: string) {
  expect(await readTextFile(file, aiContent)).toEqual({ ok: false, message });
}

describe('readTextFile: Word documents', () => {
  it('reads a document with tracked changes as its accepted text: insertions in, deletions out', async () => {
    const by = { author: 'Jane Writer', date: '2026-11-20T09:30:00Z' };
    const file = await docxFile([
      new Paragraph({
        children: [
          new TextRun('The quick'),
          new DeletedTextRun({ id: 1, ...by, text: ' brown' }),
          new InsertedTextRun({ id: 2, ...by, text: ' red' }),
          new TextRun(' fox.'),
        ],
      }),
      new Paragraph({ children: [new DeletedTextRun({ id: 3, ...by, text: 'A sentence the writer cut.' })] }),
      new Paragraph({
        children: [new InsertedTextRun({ id: 4, ...by, text: 'A paragraph the writer added.' })],
      }),
    ]);
    const xml = docxPart(new Uint8Array(await file.arrayBuffer()));
    expect(xml).toContain('<w:del w:id="1" w:author="Jane Writer"');
    expect(xml).toContain('<w:ins w:id="2" w:author="Jane Writer"');
    expect(await readTextFile(file, aiContent)).toEqual({
      ok: true,
      text: 'The quick red fox.\n\nA paragraph the writer added.',
    });
  });

  it('keeps headings, paragraphs, lists, line breaks and tables as lines', async () => {
    const file = await docxFile([
      new Paragraph({ text: 'Why small businesses should blog', heading: HeadingLevel.HEADING_1 }),
      new Paragraph({ text: 'Blogging builds trust & brings <visitors>.' }),
      new Paragraph({ text: 'What to write', heading: HeadingLevel.HEADING_2 }),
      new Paragraph({ text: 'Answers to questions', bullet: { level: 0 } }),
      new Paragraph({ text: 'the ones customers ask', bullet: { level: 1 } }),
      new Paragraph({ text: 'Stories from the shop', bullet: { level: 0 } }),
      new Paragraph({ text: 'Pick a topic', numbering: { reference: 'steps', level: 0 } }),
      new Paragraph({ text: 'Write it', numbering: { reference: 'steps', level: 0 } }),
      new Paragraph({
        children: [new TextRun('First line'), new TextRun({ text: 'second line', break: 1 })],
      }),
      new Paragraph({ text: '' }),
      new Table({
        rows: [
          new TableRow({
            children: [
              new TableCell({ children: [new Paragraph('Monday'), new Paragraph('morning')] }),
              new TableCell({ children: [new Paragraph('Post')] }),
            ],
          }),
        ],
      }),
    ]);

    expect(await readTextFile(file, aiContent)).toEqual({
      ok: true,
      text: [
        '# Why small businesses should blog',
        'Blogging builds trust & brings <visitors>.',
        '## What to write',
        '- Answers to questions\n  - the ones customers ask\n- Stories from the shop',
        '1. Pick a topic\n2. Write it',
        'First line\nsecond line',
        'Monday morning\tPost',
      ].join('\n\n'),
    });
  });

  it('refuses a document without text', async () => {
    await expectMessage(await docxFile([new Paragraph({ text: '' })]), FILE_MESSAGES.empty);
  });

  it('refuses a password-protected document, which is not a zip but a compound file', async () => {
    // The header of a Compound File Binary and, in its directory, the stream of an encrypted package.
    const header = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)];
    const stream = [...'EncryptedPackage'].flatMap((char) => [char.charCodeAt(0), 0]);
    await expectMessage(
      textFile(new Uint8Array([...header, ...stream]), 'secret.docx'),
      FILE_MESSAGES.protected,
    );
    // The same container without it is an old Word document under a new name.
    await expectMessage(textFile(new Uint8Array(header), 'renamed.docx'), FILE_MESSAGES.oldWord);
  });

  it('refuses a damaged document', async () => {
    const whole = new Uint8Array(await (await docxFile([new Paragraph('Some text')])).arrayBuffer());
    await expectMessage(textFile(whole.slice(0, whole.length / 2), 'cut.docx'), FILE_MESSAGES.broken);
    await expectMessage(textFile('Just some text, not a document', 'fake.docx'), FILE_MESSAGES.broken);
  });
});

describe('readTextFile: text files', () => {
  it('reads UTF-8 with or without a byte order mark, and Windows line ends', async () => {
    const text = 'Café au lait ☕ is a fine topic.\r\nSecond line.\r\n';
    expect(await readTextFile(textFile(`\ufeff${text}`), aiContent)).toEqual({
      ok: true,
      text: 'Café au lait ☕ is a fine topic.\nSecond line.',
    });
    expect(await readTextFile(textFile('# Heading\n\n- one\n- two, of a list', 'notes.MD'))).toEqual({
      ok: true,
      text: '# Heading\n\n- one\n- two, of a list',
    });
  });

  it('reads UTF-16 marked by its byte order mark', async () => {
    const text = 'Saved by Notepad as Unicode, with ünïcödé.';
    const bytes = new Uint8Array([0xff, 0xfe, ...[...text].flatMap((char) => [char.charCodeAt(0), 0])]);
    expect(await readTextFile(textFile(bytes), aiContent)).toEqual({ ok: true, text });
  });

  it('refuses bytes that are not text', async () => {
    await expectMessage(textFile(new Uint8Array([0x48, 0x69, 0xc3, 0x28, 0xff])), FILE_MESSAGES.notText);
    await expectMessage(textFile(`${'Valid UTF-8 but binary: '.repeat(3)}\u0000`), FILE_MESSAGES.notText);
  });

  it('refuses an empty file, or one of blanks', async () => {
    await expectMessage(textFile(''), FILE_MESSAGES.empty);
    await expectMessage(textFile(' \n\t\r\n '), FILE_MESSAGES.empty);
  });
});

describe('readTextFile: what is refused before reading', () => {
  it('takes .docx, .txt and .md only', async () => {
    await expectMessage(
      textFile('%PDF-1.7 and more than thirty characters', 'draft.pdf'),
      FILE_MESSAGES.type,
    );
    await expectMessage(textFile('More than thirty characters of text', 'README'), FILE_MESSAGES.type);
    await expectMessage(textFile('More than thirty characters of text', 'draft.doc'), FILE_MESSAGES.oldWord);
  });

  it('refuses a file over the size cap without reading it', async () => {
    const file = textFile(new Uint8Array(MAX_FILE_BYTES + 1).fill(0x61));
    file.arrayBuffer = () => Promise.reject(new Error('read a file over the cap'));
    await expectMessage(file, FILE_MESSAGES.tooLarge);
    expect((await readTextFile(textFile(new Uint8Array(MAX_FILE_BYTES).fill(0x61)))).ok).toBe(true);
  });
});

describe('readTextFile: the field keeps its limits and messages', () => {
  it('gives the messages pasted text gets', async () => {
    await expectMessage(textFile('Too short.'), 'Content must be at least 30 characters');
    await expectMessage(textFile('word '.repeat(20_001)), 'Content can be at most 100,000 characters');
    const work = workSubmissionSchema.shape.result;
    expect(await readTextFile(textFile('x'.repeat(200_001)), work)).toEqual({
      ok: false,
      message: 'The work can be at most 200,000 characters',
    });
    expect(await readTextFile(textFile('Short work.'), work)).toEqual({ ok: true, text: 'Short work.' });
  });
});
