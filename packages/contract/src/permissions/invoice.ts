import { permission } from './types.js';

export const invoicePermissions = [
  permission('invoice:invoice:list', '发票记录', 'invoice:merchant:platform'),
] as const;
