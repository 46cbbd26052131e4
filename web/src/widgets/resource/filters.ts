import type { FilterField } from './types';

/**
 * 所属商户: one of the merchants below the caller (a partner's customers, a group's members, the platform's every
 * merchant), picked by name or number. The filter of every list whose rows are of several merchants.
 */
export const merchantFilter = { kind: 'remote', key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' } as const satisfies FilterField;
