import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('rich text sanitising', () => {
  it('keeps formatting, lists, tables, links and images', () => {
    const html =
      '<h2>Returns</h2><p>Bring <strong>clean</strong> <em>bottles</em>.</p><ul><li>PET</li></ul>' +
      '<table><tbody><tr><td colspan="2">Cans</td></tr></tbody></table><a href="https://example.com/help" ' +
      'title="Help">Help</a>' +
      '<img src="https://example.com/a.png" alt="Kiosk" />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, styles and frames with their contents', () => {
    expect(
      sanitizeRichText('<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>'),
    ).toBe('<p>Hi</p>');
  });

  it('removes event handlers and style attributes', () => {
    expect(
      sanitizeRichText(
        '<p onclick="steal()" style="position:fixed">Text</p><img src="https://e.test/a.png" onerror="steal()">',
      ),
    ).toBe('<p>Text</p><img src="https://e.test/a.png" />');
  });

  it('removes javascript:, data: and vbscript: addresses, whatever their case or spacing', () => {
    expect(
      sanitizeRichText(
        '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="vbscript:x">c</a>',
      ),
    ).toBe('<a>a</a><a>b</a><a>c</a>');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img />');
  });

  it('makes links that open a new tab unable to reach back', () => {
    expect(sanitizeRichText('<a href="/help" target="_blank">Help</a>')).toBe(
      '<a href="/help" target="_blank" rel="noopener noreferrer">Help</a>',
    );
  });
});
