import { describe, expect, it } from 'vitest';
import { ALERT_LEVELS, levelColour } from './alertLevels';

describe('alert levels', () => {
  it('colours information blue, warning orange and critical red', () => {
    expect(ALERT_LEVELS.map(levelColour)).toEqual(['blue', 'orange', 'red']);
    expect(levelColour(7)).toBe('default');
  });
});
