import { describe, expect, it } from 'vitest';
import { ChangeCursor, parseSnapshot } from './change-cursor.js';

describe('change cursor', () => {
  it('reads a pg_snapshot', () => {
    expect(parseSnapshot('740:745:740,742')).toEqual({ xmin: 740, xmax: 745, xip: [740, 742] });
    expect(parseSnapshot('745:745:')).toEqual({ xmin: 745, xmax: 745, xip: [] });
  });

  it('moves past what it read when no writer was running', () => {
    const cursor = new ChangeCursor(10);
    cursor.advance(parseSnapshot('100:100:'), 25);
    expect(cursor.from).toBe(25);
  });

  it('reads again from before a running writer until a later read sees it ended', () => {
    const cursor = new ChangeCursor(10);
    // Writer 100 holds number 11 uncommitted while 12 was read.
    cursor.advance(parseSnapshot('100:102:100'), 12);
    expect(cursor.from).toBe(10);
    // Still running at the next read: stay.
    cursor.advance(parseSnapshot('100:104:100,103'), 14);
    expect(cursor.from).toBe(10);
    // 100 ended, 103 still running: move to what the first read saw, not further.
    cursor.advance(parseSnapshot('103:105:103'), 15);
    expect(cursor.from).toBe(12);
    // Every earlier writer ended and none runs now.
    cursor.advance(parseSnapshot('105:105:'), 15);
    expect(cursor.from).toBe(15);
  });

  it('stops waiting for a writer after a few seconds', () => {
    const cursor = new ChangeCursor(0);
    cursor.advance(parseSnapshot('50:52:50'), 8, 1_000);
    cursor.advance(parseSnapshot('50:53:50'), 9, 7_000);
    expect(cursor.from).toBe(8);
  });
});
