import { describe, expect, it } from 'vitest';
import { fileUrl } from './file-url';

describe('fileUrl', () => {
  it('builds the file address the server serves', () => {
    const id = 'a'.repeat(64);
    expect(fileUrl(id)).toBe(`/api/files/${id}`);
  });

  it('keeps an odd file id inside its path segment', () => {
    expect(fileUrl('../x y')).toBe('/api/files/..%2Fx%20y');
  });
});
