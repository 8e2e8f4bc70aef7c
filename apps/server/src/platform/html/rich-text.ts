import sanitizeHtml from 'sanitize-html';

/*
 * sanitize-html (pinned 2.17.5, the last release that runs on Node 20) rather than DOMPurify: it parses
 * with htmlparser2 on the server, needing no DOM emulation (DOMPurify would need jsdom, far heavier),
 * and works from an allowlist, so anything not named here (scripts, styles, frames, forms, on*
 * handlers, style attributes) is dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Only these schemes survive in href and src (javascript:, data:, vbscript: are removed); relative links stay.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link opening a new tab must not hand the opened page a handle on this one.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Rich text (HTML) as it may be stored and shown: only plain formatting, links and images are kept. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** An entity's `prepare`: its rich-text fields sanitised, the others and omitted ones left as they are. */
export function sanitizeRichTextFields(fields: readonly string[]) {
  return (values: Record<string, unknown>): Record<string, unknown> => {
    const cleaned = { ...values };
    for (const field of fields)
      if (typeof cleaned[field] === 'string') cleaned[field] = sanitizeRichText(cleaned[field]);
    return cleaned;
  };
}
