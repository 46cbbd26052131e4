import sanitizeHtml from 'sanitize-html';

/** Text as retrieval compares it: full-width forms folded (NFKC) and lower case. */
export const normalizeForSearch = (text: string) => text.normalize('NFKC').toLowerCase();

/**
 * Question words that say nothing about the topic; as bigrams they would match nearly every article.
 * Their weight would be small anyway (see the ranking), but leaving them out keeps the term list short.
 */
const STOP_BIGRAMS = new Set([
  '如何', '怎么', '怎样', '什么', '为什', '为何', '哪里', '哪些', '哪个', '可以', '能否', '是否', '请问', '一下', '我的', '我们',
  '你们', '您好', '你好', '这个', '那个', '需要', '应该', '一个', '时候', '的话', '还是', '或者', '就是', '不是', '没有', '么办',
  '么样', '帮我', '告诉', '知道', '想要', '我想', '想问',
]);

/**
 * The terms of a question for retrieval: Chinese runs cut into overlapping two-character pieces (bigrams,
 * the usual way to match Chinese without a word list), and Latin words and numbers of two or more
 * characters whole (`ocpp`, `csv`, `excel`). At most 64 distinct terms.
 */
export function searchTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const run of normalizeForSearch(text).match(/\p{Script=Han}+|[a-z0-9]+/gu) ?? []) {
    if (/^[a-z0-9]/.test(run)) {
      if (run.length >= 2) terms.add(run);
    } else if (run.length === 1) {
      continue;
    } else {
      for (let i = 0; i + 2 <= run.length; i++) {
        const bigram = run.slice(i, i + 2);
        if (!STOP_BIGRAMS.has(bigram)) terms.add(bigram);
      }
    }
    if (terms.size >= 64) break;
  }
  return [...terms].slice(0, 64);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The plain text of stored rich text: block ends become line breaks, tags go, entities are decoded. */
export function htmlToText(html: string): string {
  const marked = html.replace(/<\/(p|h[1-6]|li|tr|blockquote|pre)>|<br\s*\/?>/gi, (tag) => `${tag}\n`);
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** What retrieval matches for an article: title, summary, tag names and the content's text, normalised. */
export const searchTextOf = (values: { title: string; summary: string; tags: string[]; content: string }) =>
  normalizeForSearch([values.title, values.summary, values.tags.join(' '), htmlToText(values.content)].join('\n'));
