import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, breaks: true, async: false });

const purify = DOMPurify();
// Links leave the console in a new tab without handing it the opener; only web and console links stay.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (!/^(https?:\/\/|\/(?!\/))/i.test(href)) node.removeAttribute('href');
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

const allowed = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'del', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'start'],
};

/**
 * An answer's Markdown as safe HTML: marked renders it (HTML written inside the Markdown included), then
 * DOMPurify keeps only text formatting and links — no scripts, handlers, images, styles or forms.
 */
export function renderMarkdown(text: string): string {
  return purify.sanitize(marked.parse(text) as string, allowed) as unknown as string;
}
