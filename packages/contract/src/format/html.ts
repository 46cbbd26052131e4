const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeCharacters = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** Escapes & < > " ' everywhere: the safe choice for any text put into HTML, attribute values included. */
export function escapeHtml(value: string | null | undefined): string {
  return value === null || value === undefined ? '' : escapeCharacters(value);
}

/**
 * A tag-like fragment is what an HTML parser would start a tag, comment or declaration at: `<` followed by a
 * letter, `/`, `!` or `?`, up to the next `>` or, when there is none, to the end (an unclosed `<img …` would
 * otherwise be closed by whatever markup follows it).
 */
const TAG_LIKE = /<[A-Za-z/!?][^>]*>?/g;

/**
 * Document 1 §5's "HTML in tag-like fragments is escaped": escapes & < > " ' inside those fragments only, so that
 * prose such as `A & B` or `3 < 5` reads unchanged. Safe for element content (not for attribute values: use
 * escapeHtml there).
 */
export function escapeHtmlTags(value: string | null | undefined): string {
  return value === null || value === undefined ? '' : value.replace(TAG_LIKE, escapeCharacters);
}
