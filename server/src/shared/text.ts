/** A LIKE pattern matching `text` anywhere; `%`, `_` and `\\` typed by the user are matched as themselves. */
export const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
