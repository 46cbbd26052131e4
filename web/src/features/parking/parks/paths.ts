// The parking screens' addresses, apart from the pages: the route table imports these without pulling a page's code
// into the shell's first load.
export const PARK_LIST = '/parking/parking/list';
export const PARK_DETAIL = '/parking/parking/detail';
export const PARK_EDIT = '/parking/parking/edit';

/** The application screens of each platform: the partner reviews its customers', a parking merchant applies. */
export const applyPaths = {
  partner: { list: '/parking/parking/apply/list', detail: '/parking/parking/apply/detail', create: '/parking/parking/apply/create' },
  merchant: { list: '/parking-merchant/park/apply/list', detail: '/parking-merchant/park/apply/detail', create: '/parking-merchant/park/apply/create' },
} as const;
export type ApplySide = keyof typeof applyPaths;
