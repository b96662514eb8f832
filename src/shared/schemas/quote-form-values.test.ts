// The quote form's number fields hold what was typed, text on the way included; the schema reads the numbers.
import { describe, expect, it } from 'vitest';
import { typedNumber } from '../domain/typed-number.ts';
import { quoteFormSchema, quoteFormToTerms } from './quotes.ts';

const form = (mode: 'hours' | 'fixed', hours: number | string, fixedPrice: number | string) => ({
  mode,
  hours,
  fixedPrice,
  message: '',
  deliveryDate: null,
});

describe('typedNumber', () => {
  it.each<[number | string | null, number | null]>([
    [1.5, 1.5],
    ['1.5', 1.5],
    ['1.', 1],
    ['95.50', 95.5],
    ['0', 0],
    ['', null],
    ['  ', null],
    ['.', null],
    ['-', null],
    [null, null],
    [Number.NaN, null],
  ])('reads %j as %j', (value, number) => {
    expect(typedNumber(value)).toBe(number);
  });
});

describe('the quote form', () => {
  it('sends the numbers of what was typed', () => {
    expect(quoteFormToTerms(quoteFormSchema.parse(form('hours', '1.5', '')))).toMatchObject({
      estimatedHours: 1.5,
      fixedPrice: null,
    });
    expect(quoteFormToTerms(quoteFormSchema.parse(form('fixed', '', '95.50')))).toMatchObject({
      estimatedHours: null,
      fixedPrice: 95.5,
    });
  });

  it('asks for a number where the field holds none', () => {
    const messages = (values: ReturnType<typeof form>) =>
      quoteFormSchema.safeParse(values).error?.issues.map((issue) => issue.message);
    expect(messages(form('hours', '', ''))).toEqual(['Please enter a valid number of hours.']);
    expect(messages(form('fixed', '', '.'))).toEqual(['Please enter a valid fixed price.']);
    expect(messages(form('hours', '0', ''))).toEqual(['A quote is at least 0.1 hours.']);
  });
});
