import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { docxPart } from '../../../../test/helpers/docx-xml.ts';
import { trackedDocument, trackedPieces } from './tracked-docx.ts';

function resolved(pieces: ReturnType<typeof trackedPieces>, keep: 'insert' | 'delete'): string {
  return pieces
    .filter((piece) => piece.mark === 'equal' || piece.mark === keep)
    .map((piece) => piece.text)
    .join('');
}

describe('trackedPieces', () => {
  it.each([
    ['a word replaced', 'The quick brown fox.', 'The quick red fox.'],
    ['a paragraph split around unchanged words', 'One two three.', 'One two\n\nthree.'],
    ['two paragraphs joined', 'One.\n\nTwo.', 'One. Two.'],
    ['a paragraph added and one cut', 'Keep.\n\nCut this.', 'Keep.\n\nA new one.\n\nAnother.'],
    ['Windows line ends and a control character', 'Line one\r\nLine\u0001 two', 'Line one\nLine three'],
  ])('gives the delivered text when accepted and the draft when rejected: %s', (_, before, after) => {
    const pieces = trackedPieces(before, after);
    expect(resolved(pieces, 'insert')).toBe(after);
    expect(resolved(pieces, 'delete')).toBe(before.replace(/\r\n/g, '\n').replace('\u0001', ''));
  });
});

describe('trackedDocument', () => {
  it('marks the changes as Word revisions by the writer, dated at delivery, paragraph marks included', async () => {
    const document = trackedDocument({
      before: 'The quick brown fox.\n\nIt slept.',
      after: 'The quick red fox. It slept.',
      title: 'A job',
      author: 'Jane <Writer> & Co',
      date: '2026-11-20T09:30:00.123Z',
    });
    const xml = docxPart(new Uint8Array(await Packer.toBuffer(document))) ?? '';
    const author = 'w:author="Jane &lt;Writer&gt; &amp; Co" w:date="2026-11-20T09:30:00Z"';
    expect(xml).toContain(
      `<w:ins w:id="2" ${author}><w:r><w:t xml:space="preserve"> red</w:t></w:r></w:ins>`,
    );
    expect(xml).toContain(
      `<w:del w:id="1" ${author}><w:r><w:delText xml:space="preserve"> brown</w:delText>`,
    );
    // The paragraph break the writer removed is a deleted paragraph mark.
    expect(xml).toMatch(/<w:pPr><w:rPr><w:del w:id="\d+" w:author="Jane/);
    const ids = [...xml.matchAll(/w:id="(\d+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
