import { describe, expect, it } from 'vitest';
import { displayableImageUrl } from './image-url.ts';

const ORIGIN = 'http://localhost:3000';

describe('displayableImageUrl', () => {
  it('keeps images this origin serves', () => {
    expect(displayableImageUrl('/uploads/a.png', ORIGIN)).toBe('http://localhost:3000/uploads/a.png');
    expect(displayableImageUrl('http://localhost:3000/a.png', ORIGIN)).toBe('http://localhost:3000/a.png');
    expect(displayableImageUrl('data:image/png;base64,AAAA', ORIGIN)).toBe('data:image/png;base64,AAAA');
  });

  it('drops what the CSP would block, and nothing at all', () => {
    expect(displayableImageUrl('https://images.example/me.jpg', ORIGIN)).toBeNull();
    expect(displayableImageUrl('//images.example/me.jpg', ORIGIN)).toBeNull();
    expect(displayableImageUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(displayableImageUrl('data:text/html,x', ORIGIN)).toBeNull();
    expect(displayableImageUrl(null, ORIGIN)).toBeNull();
    expect(displayableImageUrl('', ORIGIN)).toBeNull();
  });
});
