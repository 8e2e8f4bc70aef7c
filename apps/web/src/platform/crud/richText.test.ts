import { describe, expect, it } from 'vitest';
import { wrapSelection } from './richText';

describe('wrapping the selected HTML source', () => {
  it('puts the tags around the selection and keeps the same words selected', () => {
    expect(wrapSelection('Bring clean bottles', 6, 11, { before: '<strong>', after: '</strong>' })).toEqual({
      text: 'Bring <strong>clean</strong> bottles',
      start: 14,
      end: 19,
    });
  });

  it('inserts empty tags at the cursor when nothing is selected', () => {
    expect(wrapSelection('ab', 1, 1, { before: '<em>', after: '</em>' })).toEqual({
      text: 'a<em></em>b',
      start: 5,
      end: 5,
    });
  });
});
