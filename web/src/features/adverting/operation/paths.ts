/** The operation pages' addresses (the route table imports only these, so that it pulls no page code into the shell). */
const DELIVERY = '/adverting/operation/delivery';
export type PlanPage = 'list' | 'detail' | 'create' | 'edit' | 'copy';
/** `/adverting/operation/delivery/internal/list`, …: kind 1 内部计划, 2 外部计划. */
export const planPath = (kind: number, page: PlanPage) => `${DELIVERY}/${kind === 2 ? 'external' : 'internal'}/${page}`;
export const AUDIT_LIST = '/adverting/operation/delivery-audit/list';
export const AUDIT = '/adverting/operation/delivery-audit/audit';
export const AUDIT_DETAIL = '/adverting/operation/delivery-audit/detail';
export const BIDDING_SETTING = '/adverting/operation/bidding/setting';
/** 快速建计划 (?id= of an approved 拓量需求): a new external plan prefilled from the demand. */
export const QUICK_PLAN = '/adverting/operation/expansion-demand/quick-plan';
