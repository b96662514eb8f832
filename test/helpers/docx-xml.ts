// One part of a .docx (a zip), read with Node's own inflate: enough for the tests to look at the XML Word
// reads, without a zip package of our own.
import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/** The text of `name` (by default the document body) in the zip, or undefined when it has no such part. */
export function docxPart(zip: Uint8Array, name = 'word/document.xml'): string | undefined {
  const bytes = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && bytes.readUInt32LE(end) !== END_OF_DIRECTORY) end--;
  if (end < 0) throw new Error('Not a zip file');
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  for (let entry = 0; entry < entries; entry++) {
    if (bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error('Broken zip directory');
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    if (bytes.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const data = bytes.subarray(start, start + size);
      return (method === 0 ? data : inflateRawSync(data)).toString('utf8');
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return undefined;
}
