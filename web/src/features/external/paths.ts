// The temporary-token routes (document 1 §2, routes.tsv public rows): outside the console's tables, no console session.
// docs/decisions.md, "External (temporary-token) pages".
export const EXTERNAL_ENTRY = '/external';
export const EXTERNAL_CONFIG = '/external/payment/channel/config';
export const EXTERNAL_APPLY = '/external/payment/channel/apply';
export const EXTERNAL_DETAIL = '/external/payment/channel/detail';

export const EXTERNAL_PATHS = [EXTERNAL_ENTRY, EXTERNAL_CONFIG, EXTERNAL_APPLY, EXTERNAL_DETAIL] as const;

/** The session's query key: every external page reads it (the merchant's name, the bound application). */
export const EXTERNAL_SESSION_KEY = ['external/session'] as const;
