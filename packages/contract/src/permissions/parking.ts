import { permission } from './types.js';

export const parkingPermissions = [
  permission('parking:parking:release:list', '异常放行', 'parking:merchant:platform'),
  permission('parking:trade:list', '停车交易', 'parking:merchant:platform'),
  permission('parking:group:vip:list', '集团月卡', 'parking:group:platform'),
  permission('parking:mcoupon:token:list', '固定码', 'parking:mcoupon:platform'),
] as const;
