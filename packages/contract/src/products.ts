/**
 * Product codes a merchant can own (documents 1 §1 and 2 §1). The first eight are the platform kinds
 * that choose a user's console; the rest gate features. 'ALL' is the platform operator's product.
 */
export const products = [
  { code: 'ALL', label: '平台运营', platform: true },
  { code: 'parking:partner:platform', label: '停车服务商平台', platform: true },
  { code: 'parking:group:platform', label: '停车集团平台', platform: true },
  { code: 'parking:merchant:platform', label: '停车商户平台', platform: true },
  { code: 'parking:mcoupon:platform', label: '停车优惠券平台', platform: true },
  { code: 'energy:partner:platform', label: '充电服务商平台', platform: true },
  { code: 'energy:group:platform', label: '充电集团平台', platform: true },
  { code: 'energy:merchant:platform', label: '充电商户平台', platform: true },
  { code: 'group:partner:platform', label: '集团服务商', platform: false },
  { code: 'invoice:merchant:platform', label: '发票商户', platform: false },
  { code: 'invoice:partner:platform', label: '发票服务商', platform: false },
  { code: 'payment:partner:platform', label: '支付服务商', platform: false },
  { code: 'payment:merchant:platform', label: '支付商户', platform: false },
  { code: 'payment:group:platform', label: '支付集团', platform: false },
  { code: 'profit:partner:platform', label: '分润服务商', platform: false },
  { code: 'generic:partner:platform', label: '通用服务商', platform: false },
  { code: 'adverting:partner:platform', label: '广告服务商', platform: false },
  { code: 'adverting:advertiser:platform', label: '广告主', platform: false },
  { code: 'wallet:carrier:platform', label: '钱包运营方', platform: false },
  { code: 'wallet:owner:platform', label: '钱包持有方', platform: false },
  { code: 'reporting:platform', label: '数据报送', platform: false },
  { code: 'iot:platform', label: '物联网', platform: false },
  { code: 'contract:platform', label: '合同', platform: false },
  { code: 'materiel:platform', label: '物料', platform: false },
  { code: 'openapi:platform', label: '开放接口', platform: false },
] as const;

export type ProductCode = (typeof products)[number]['code'];
export const productCodes: readonly ProductCode[] = products.map((p) => p.code);
export const isProductCode = (code: string): code is ProductCode => (productCodes as readonly string[]).includes(code);

/** The platform kinds of document 1 §1, in the order the console picks a home for them. */
export const platformKinds = products.filter((p) => p.platform).map((p) => p.code);

/** Merchant kinds and the relations between them (partner → customers, group → members). */
export const merchantKinds = {
  platform: '平台运营方',
  partner: '服务商',
  group: '集团',
  merchant: '商户',
  advertiser: '广告主',
} as const;
export type MerchantKind = keyof typeof merchantKinds;

export const relationTypes = {
  customer: '服务商客户',
  member: '集团成员',
} as const;
export type RelationType = keyof typeof relationTypes;
