// The parking group's 集团看板, 个人月卡 and 车牌记录 (document 2 §2 "Group"); its car-manage details are in
// vehicles/paths.ts (GROUP_VEHICLES), its 自动充值配置 in stored-value/paths.ts.
export const GROUP_DASHBOARD = '/group/dashboard';
export const PERSON_CARD = { list: '/group/person/card/list', detail: '/group/person/card/detail' } as const;
export const GROUP_PLATE_RECORD = '/group/plate/record';
