import { describe, expect, it } from 'vitest';
import { earningsCsv } from './earnings-csv.ts';

const item = {
  jobId: 7,
  title: 'A blog post',
  gross: 11_250,
  fee: 2_250,
  net: 9_000,
  status: 'available' as const,
  availableAt: '2026-12-05T10:00:00.000Z',
};

describe('the earnings statement as CSV', () => {
  it('has a header and a row per earning, in pounds', () => {
    expect(earningsCsv([item])).toBe(
      'Job,Title,Gross (GBP),Fee (GBP),Net (GBP),Status,Available from\r\n' +
        '7,A blog post,112.50,22.50,90.00,available,2026-12-05\r\n',
    );
  });

  it('quotes commas and quotes, and writes a would-be formula as text', () => {
    const csv = earningsCsv([
      { ...item, title: 'Tea, "green" and black' },
      { ...item, title: '=HYPERLINK("http://evil.example")' },
      { ...item, title: '-1+2' },
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[1]).toContain('"Tea, ""green"" and black"');
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[3]).toContain(",'-1+2,");
  });
});
