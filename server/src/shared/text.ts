/** A LIKE pattern matching `text` anywhere; `%`, `_` and `\\` typed by the user are matched as themselves. */
const escaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const contains = (text: string) => `%${escaped(text)}%`;

/** A LIKE pattern matching what starts with `text` (escaped as in `contains`). */
export const startsWith = (text: string) => `${escaped(text)}%`;
