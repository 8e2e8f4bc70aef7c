import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file.js';

describe('file sizes as people read them', () => {
  it('uses the largest unit that keeps a number of at least 1', () => {
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2.25 * 1024 * 1024 * 1024)).toBe('2.3 GB');
  });
});
