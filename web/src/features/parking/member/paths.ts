// 会员 of the parking merchant (document 2 §2 "Parking merchant": members, manage and setting).
export const MEMBER_MANAGE = '/parking-merchant/member/manage';
export const MEMBER_SETTING = '/parking-merchant/member/setting';
