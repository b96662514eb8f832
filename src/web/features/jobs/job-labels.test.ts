import { describe, expect, it } from 'vitest';
import { formatHoursLong, serviceLabel } from '../../../shared/domain/format.ts';
import { acceptAndPayLabel, priceBasis, resultFileName } from './job-labels.ts';

describe('serviceLabel', () => {
  it('names the two services, anything else being a rewrite', () => {
    expect(serviceLabel('human-check')).toBe('Human Check');
    expect(serviceLabel('rewrite')).toBe('Complete Rewrite');
    expect(serviceLabel('poem')).toBe('Complete Rewrite');
  });
});

describe('acceptAndPayLabel', () => {
  it('shows the price to two decimals', () => {
    expect(acceptAndPayLabel({ estimatedHours: null, fixedPrice: 150 })).toBe('Accept and Pay £150.00');
    expect(acceptAndPayLabel({ estimatedHours: 1.5, fixedPrice: null })).toBe('Accept and Pay £112.50');
    expect(acceptAndPayLabel({ estimatedHours: 0.1, fixedPrice: null })).toBe('Accept and Pay £7.50');
    expect(acceptAndPayLabel({ estimatedHours: null, fixedPrice: null })).toBe('Accept and Pay');
  });
});

describe('priceBasis', () => {
  it('says how the price comes about', () => {
    expect(priceBasis({ estimatedHours: null, fixedPrice: 99.5 })).toBe('Fixed price');
    expect(priceBasis({ estimatedHours: 2, fixedPrice: null })).toBe('2 hours at £75.00 per hour');
    expect(priceBasis({ estimatedHours: null, fixedPrice: null })).toBeUndefined();
  });
});

describe('hoursLabel', () => {
  it('drops float noise and agrees in number', () => {
    expect(formatHoursLong(1)).toBe('1 hour');
    expect(formatHoursLong(0.1 + 0.2)).toBe('0.3 hours');
  });
});

describe('resultFileName', () => {
  it('keeps a readable title', () => {
    expect(resultFileName('Why small businesses should blog')).toBe('Why small businesses should blog.txt');
  });

  it('removes what file systems refuse', () => {
    expect(resultFileName('Q3: plans/ideas? <draft>\n"final"')).toBe('Q3 plans ideas draft final.txt');
    expect(resultFileName('../../etc/passwd')).toBe('etc passwd.txt');
    expect(resultFileName('  ...  ')).toBe('result.txt');
    expect(resultFileName('x'.repeat(300))).toBe(`${'x'.repeat(100)}.txt`);
  });

  it('names the Word document alike', () => {
    expect(resultFileName('Q3: plans', 'docx')).toBe('Q3 plans.docx');
  });
});
