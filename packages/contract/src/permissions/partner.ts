import { permission } from './types.js';

/**
 * 合作伙伴 (/partner, document 2 §2 "Partner"): a partner's customers (普通商户) and group customers (集团), their
 * parking and energy software, and the daily and monthly orders of their trades. The spec names no permission for these
 * routes; these belong to no product (parking and energy partners both use them; the calls are gated by those
 * products) and only the platform and partners hold them. docs/decisions.md, "Partner platform (合作伙伴)".
 */
const partnerKinds = ['platform', 'partner'];

export const partnerPermissions = [
  permission('partner:customer:list', '合作伙伴：客户列表、客户统计与客户详情', null, partnerKinds),
  permission('partner:group:list', '合作伙伴：集团客户列表与详情', null, partnerKinds),
  permission('partner:software:update', '合作伙伴：登记、编辑、停用客户的停车与充电软件', null, partnerKinds),
  permission('partner:order:list', '合作伙伴：客户的日订单与月订单', null, partnerKinds),
  permission('partner:profit:list', '合作伙伴：分润政策、分润策略、交易商户与分润收支账单', null, partnerKinds),
] as const;
