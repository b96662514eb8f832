// A client's or a copywriter's file becomes the text of a form field, in the browser: the server only ever
// receives text, under the limits and messages of the field's own schema.
// This module, mammoth included, loads with the first file picked (components/file-drop-zone.tsx), so the
// pages that offer an upload do not carry it. mammoth is imported here rather than behind an import() of its
// own: a CommonJS package loaded that way makes the bundler move its interop helpers into an extra chunk that
// every page then loads.
import mammoth from 'mammoth';
import type { ZodType } from 'zod';
import { MAX_FILE_BYTES, MAX_FILE_SIZE_LABEL } from './file-limits.ts';

export const FILE_MESSAGES = {
  type: 'This type of file cannot be read. Choose a Word document (.docx), a .txt or a .md file.',
  oldWord: 'This is an older Word document (.doc). Open it in Word, save it as .docx and try again.',
  tooLarge: `This file is larger than ${MAX_FILE_SIZE_LABEL}. Paste the text instead, or save the document without its images.`,
  empty: 'This file has no text in it.',
  protected: 'This document is protected with a password. Save a copy without the password and try again.',
  broken: 'This file could not be read. It may be damaged: open it, save it again and try once more.',
  notText: 'This file is not plain text. Save it as a .txt file (UTF-8) and try again.',
} as const;

export type ReadFileResult = { ok: true; text: string } | { ok: false; message: string };

/** What the reader needs of a File, so that tests can hand it one built in memory. */
export interface PickedFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

type Kind = 'docx' | 'text' | 'doc';

const KIND_BY_EXTENSION: Record<string, Kind> = {
  docx: 'docx',
  txt: 'text',
  text: 'text',
  md: 'text',
  markdown: 'text',
  doc: 'doc',
};

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
// Compound File Binary: the container of old .doc files and of password-protected .docx files, whose
// encrypted zip is a stream named EncryptedPackage (MS-OFFCRYPTO 2.3.4.4).
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ENCRYPTED_PACKAGE = utf16le('EncryptedPackage');

function utf16le(value: string): number[] {
  return [...value].flatMap((char) => [char.charCodeAt(0), 0]);
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function contains(bytes: Uint8Array, pattern: readonly number[]): boolean {
  const first = pattern[0];
  for (let at = bytes.indexOf(first ?? 0); at !== -1; at = bytes.indexOf(first ?? 0, at + 1)) {
    if (pattern.every((byte, index) => bytes[at + index] === byte)) return true;
  }
  return false;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** UTF-8, or UTF-16 when a byte order mark says so (Windows Notepad's "Unicode"); undefined if neither. */
function decodeText(bytes: Uint8Array): string | undefined {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : 'utf-8';
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };

interface Line {
  marker: string;
  text: string;
}

/**
 * mammoth's HTML (a small, regular subset: headings, paragraphs, lists, tables, links, line breaks) as
 * markdown-ish text: a heading is a line starting with #, a list item one starting with "- " or "1. ", nested
 * items indented by two spaces; paragraphs, headings and whole lists are separated by a blank line, table
 * cells by a tab. write-docx.ts reads the same marks back into Word's headings and lists.
 */
export function docxHtmlToText(html: string): string {
  const blocks: string[] = [];
  let lines: Line[] = [];
  const lists: Array<{ ordered: boolean; count: number }> = [];
  let tables = 0;
  let cell = 0;
  const inside = () => lists.length > 0 || tables > 0;
  const startLine = (marker = '') => lines.push({ marker, text: '' });
  const append = (text: string) => {
    if (lines.length === 0) startLine();
    const line = lines[lines.length - 1] as Line;
    line.text += text;
  };
  const endBlock = () => {
    const block = lines
      .filter((line) => line.text.trim() !== '')
      .map((line) => `${line.marker}${line.text.trim()}`)
      .join('\n');
    if (block !== '') blocks.push(block);
    lines = [];
  };

  for (const [, closing, name = '', text] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)[^>]*>|([^<]+)/g)) {
    if (text !== undefined) {
      append(text.replace(/&(lt|gt|quot|amp);/g, (entity) => ENTITIES[entity] ?? entity));
      continue;
    }
    const heading = /^h([1-6])$/.exec(name);
    if (closing) {
      if (name === 'ul' || name === 'ol') lists.pop();
      if (name === 'table') tables -= 1;
      if ((heading || name === 'p' || name === 'ul' || name === 'ol' || name === 'table') && !inside())
        endBlock();
      continue;
    }
    if (heading || name === 'p') {
      if (!inside()) {
        endBlock();
        startLine(heading ? `${'#'.repeat(Number(heading[1]))} ` : '');
      } else if (tables > 0 && /[^\t]$/.test(lines[lines.length - 1]?.text ?? '')) {
        // A cell's second paragraph: a space, not a new line, keeps the row on one line.
        append(' ');
      }
    } else if (name === 'ul' || name === 'ol') {
      if (!inside()) endBlock();
      lists.push({ ordered: name === 'ol', count: 0 });
    } else if (name === 'li') {
      const list = lists[lists.length - 1];
      if (list) {
        list.count += 1;
        startLine(`${'  '.repeat(lists.length - 1)}${list.ordered ? `${list.count}.` : '-'} `);
      }
    } else if (name === 'table') {
      if (!inside()) endBlock();
      tables += 1;
    } else if (name === 'tr') {
      startLine();
      cell = 0;
    } else if (name === 'td' || name === 'th') {
      if (cell > 0) append('\t');
      cell += 1;
    } else if (name === 'br') {
      startLine();
    }
  }
  endBlock();
  return blocks.join('\n\n');
}

async function readDocx(buffer: ArrayBuffer): Promise<string> {
  const result = await mammoth.convertToHtml(
    // mammoth's browser build reads `arrayBuffer`, its Node build (the unit tests) `buffer`; both hand the
    // bytes to JSZip, which takes an ArrayBuffer.
    { arrayBuffer: buffer, buffer: buffer as unknown as Buffer },
    // Images are left out of the text: not decoding them keeps a picture-heavy document quick to read.
    { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
  );
  return docxHtmlToText(result.value);
}

async function extractText(file: PickedFile): Promise<ReadFileResult> {
  const kind = KIND_BY_EXTENSION[extensionOf(file.name)];
  if (kind === undefined) return { ok: false, message: FILE_MESSAGES.type };
  if (kind === 'doc') return { ok: false, message: FILE_MESSAGES.oldWord };
  if (file.size === 0) return { ok: false, message: FILE_MESSAGES.empty };
  if (file.size > MAX_FILE_BYTES) return { ok: false, message: FILE_MESSAGES.tooLarge };

  let buffer: ArrayBuffer;
  try {
    buffer = await file.arrayBuffer();
  } catch {
    return { ok: false, message: FILE_MESSAGES.broken };
  }
  const bytes = new Uint8Array(buffer);

  if (kind === 'text') {
    const text = decodeText(bytes);
    // A NUL never occurs in text, and no text field takes one: the file is binary under a text name.
    if (text === undefined || text.includes('\u0000')) return { ok: false, message: FILE_MESSAGES.notText };
    return { ok: true, text: text.replace(/\r\n?/g, '\n').trim() };
  }

  if (startsWith(bytes, CFB_SIGNATURE)) {
    return {
      ok: false,
      message: contains(bytes, ENCRYPTED_PACKAGE) ? FILE_MESSAGES.protected : FILE_MESSAGES.oldWord,
    };
  }
  if (!startsWith(bytes, ZIP_SIGNATURE)) return { ok: false, message: FILE_MESSAGES.broken };
  try {
    return { ok: true, text: await readDocx(buffer) };
  } catch {
    return { ok: false, message: FILE_MESSAGES.broken };
  }
}

/**
 * The text of a .docx, .txt or .md file, or the message that says why there is none. With `field`, the text
 * must also pass the field's schema, whose message is then the one a pasted text would get.
 */
export async function readTextFile(file: PickedFile, field?: ZodType<string>): Promise<ReadFileResult> {
  const result = await extractText(file);
  if (!result.ok) return result;
  if (result.text.trim() === '') return { ok: false, message: FILE_MESSAGES.empty };
  if (field) {
    const parsed = field.safeParse(result.text);
    if (!parsed.success) {
      return { ok: false, message: parsed.error.issues[0]?.message ?? FILE_MESSAGES.broken };
    }
  }
  return result;
}
