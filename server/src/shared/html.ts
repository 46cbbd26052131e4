import sanitizeHtml from 'sanitize-html';

/** Style values the rich-text editor produces (document 1 §2: font sizes 12 to 72 px); anything else is dropped. */
const colour = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i];
const allowedStyles = {
  color: colour,
  'background-color': colour,
  'font-size': [/^(1[2-9]|[2-6]\d|7[0-2])px$/],
  'text-align': [/^(left|right|center|justify)$/],
};

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'a', 'img', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'], '*': ['style'] },
  allowedStyles: { '*': allowedStyles },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Links leave the console in a new tab without handing it the opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** Rich text as stored: what the editor may produce, nothing that runs (scripts, handlers, javascript: links). */
export const sanitizeRichText = (html: string) => sanitizeHtml(html, options);
