import { permission } from './types.js';

/**
 * Parking. Parks and park applications (docs/decisions.md, "Parks and park applications"): the partner platform reads
 * and edits its customers' parks and reviews their applications; a parking merchant reads its own parks and applies
 * for new ones. The platform operator (ALL) holds them all.
 */
export const parkingPermissions = [
  // Records, plate corrections and abnormal releases (docs/decisions.md, "Parking records and abnormal release"): the
  // parking merchant's own (the platform operator: everyone's); its partner and its group read them.
  permission('parking:parking:record:list', '停车记录、场内车辆、车牌修正记录', 'parking:merchant:platform'),
  permission('parking:parking:record:update', '修正场内车辆车牌', 'parking:merchant:platform'),
  permission('parking:parking:space:update', '修正空余车位数', 'parking:merchant:platform'),
  permission('parking:parking:release:list', '异常放行', 'parking:merchant:platform'),
  permission('parking:parking:release:audit', '审核异常放行（通过、驳回）', 'parking:merchant:platform'),
  permission('parking:partner:parking:list', '客户的停车记录、异常放行与车牌修正（查看）', 'parking:partner:platform'),
  permission('parking:group:parking:list', '成员的停车记录、异常放行与车牌修正（查看）', 'parking:group:platform'),
  // Vehicles (docs/decisions.md, "Vehicles: monthly cards, fixed-car applications, blacklist, whitelist"): the lists are
  // the parking merchant's (the platform operator reads every merchant's); the changes only the merchant's own.
  permission('parking:parking:vip:list', '月卡列表与详情', 'parking:merchant:platform'),
  permission('parking:parking:vip:create', '新增月卡', 'parking:merchant:platform', ['merchant']),
  permission('parking:parking:vip:update', '编辑、暂停、恢复月卡', 'parking:merchant:platform', ['merchant']),
  permission('parking:parking:vip:delete', '删除月卡', 'parking:merchant:platform', ['merchant']),
  permission('parking:parking:vip:renewal', '月卡续费', 'parking:merchant:platform', ['merchant']),
  permission('parking:parking:vip:apply:list', '固定车申请列表与详情', 'parking:merchant:platform'),
  permission('parking:parking:vip:apply:audit', '审核固定车申请（通过、驳回）', 'parking:merchant:platform', ['merchant']),
  permission('parking:parking:blacklist:list', '黑名单', 'parking:merchant:platform'),
  permission('parking:parking:blacklist:create', '添加黑名单', 'parking:merchant:platform', ['merchant']),
  permission('parking:parking:blacklist:delete', '移出黑名单', 'parking:merchant:platform', ['merchant']),
  permission('parking:park:whitelist:list', '白名单', 'parking:merchant:platform'),
  permission('parking:park:whitelist:create', '添加白名单', 'parking:merchant:platform', ['merchant']),
  permission('parking:park:whitelist:update', '编辑白名单', 'parking:merchant:platform', ['merchant']),
  permission('parking:park:whitelist:delete', '移出白名单', 'parking:merchant:platform', ['merchant']),
  // Fixed-car types (the merchant's monthly packages) and virtual plates (docs/decisions.md, "Fixed-car types and virtual
  // plates"): the lists carry no kinds (the platform operator reads every merchant's); the changes are the merchant's own.
  permission('parking:parking:vip:value:list', '固定车类型', 'parking:merchant:platform'),
  permission('parking:parking:vip:value:create', '新建固定车类型', 'parking:merchant:platform', ['merchant']),
  permission('parking:parking:vip:value:update', '编辑、停用、启用固定车类型', 'parking:merchant:platform', ['merchant']),
  permission('parking:parking:vip:value:delete', '删除固定车类型', 'parking:merchant:platform', ['merchant']),
  permission('parking:virtual:plate:list', '虚拟车牌', 'parking:merchant:platform'),
  permission('parking:virtual:plate:create', '添加虚拟车牌', 'parking:merchant:platform', ['merchant']),
  permission('parking:virtual:plate:update', '编辑虚拟车牌', 'parking:merchant:platform', ['merchant']),
  permission('parking:virtual:plate:delete', '删除虚拟车牌', 'parking:merchant:platform', ['merchant']),
  // Parking trades (docs/decisions.md, "Parking trades"): temporary-stay and monthly-card orders. The merchant's list
  // carries no kinds (the platform operator reads every merchant's); 对账 is the merchant's own. Its partner and its
  // group read them on their platforms; the group also 对账 and 重新同步 its members' monthly orders.
  permission('parking:trade:list', '停车交易', 'parking:merchant:platform'),
  permission('parking:trade:collate', '月卡订单对账', 'parking:merchant:platform', ['merchant']),
  permission('parking:partner:trade:list', '客户的临停订单与月卡订单（查看）', 'parking:partner:platform'),
  permission('parking:group:trade:list', '成员的临停订单与月卡订单（查看）', 'parking:group:platform'),
  permission('parking:group:trade:collate', '成员月卡订单对账', 'parking:group:platform', ['group']),
  permission('parking:group:trade:resync', '成员月卡订单重新同步到停车场系统', 'parking:group:platform', ['group']),
  // Reservations (docs/decisions.md, "Parking reservations"): the pages read with one code (the platform operator reads
  // every merchant's); handling, reviewing and submitting are the merchant's own.
  permission('parking:parking:reserve:list', '预约记录、预约申请、预约申诉、预约黑名单与预约规则（查看）', 'parking:merchant:platform'),
  permission('parking:parking:reserve:update', '取消预约、标记违约、移出预约黑名单、设置预约规则', 'parking:merchant:platform', ['merchant']),
  permission('parking:parking:reserve:audit', '审核预约申请、处理预约申诉', 'parking:merchant:platform', ['merchant']),
  permission('parking:parking:reserve:apply', '代车主提交预约（车主端）', 'parking:merchant:platform', ['merchant']),
  // 停车管理 of one merchant (docs/decisions.md, "The partner's and group's 停车管理"): what the partner (its customers')
  // and the group (its members') read there beyond their trade, record and vehicle codes.
  permission('parking:partner:manage:list', '客户的停车管理：预约、月卡、固定车类型、虚拟车牌与预约规则（查看）', 'parking:partner:platform'),
  permission('parking:group:manage:list', '成员的停车管理：预约、虚拟车牌与预约规则（查看）', 'parking:group:platform'),
  // The parking group's vehicles (docs/decisions.md, "The parking group's vehicles"): its members' cards, packages,
  // applications and lists. The reads carry no kinds (the platform operator reads them all); the changes are a group's.
  permission('parking:group:vip:list', '集团月卡、续费记录与固定车申请（查看）', 'parking:group:platform'),
  permission('parking:group:vip:create', '为成员新增月卡', 'parking:group:platform', ['group']),
  permission('parking:group:vip:update', '编辑成员月卡', 'parking:group:platform', ['group']),
  permission('parking:group:vip:delete', '删除成员月卡', 'parking:group:platform', ['group']),
  permission('parking:group:vip:renewal', '成员月卡续费', 'parking:group:platform', ['group']),
  permission('parking:group:vip:value:list', '月卡套餐', 'parking:group:platform'),
  permission('parking:group:vip:value:create', '新建月卡套餐', 'parking:group:platform', ['group']),
  permission('parking:group:vip:value:update', '编辑、停用、启用月卡套餐', 'parking:group:platform', ['group']),
  permission('parking:group:vip:value:delete', '删除月卡套餐', 'parking:group:platform', ['group']),
  permission('parking:group:vip:apply:audit', '审核成员的固定车申请', 'parking:group:platform', ['group']),
  permission('parking:group:blacklist:list', '成员停车场的黑名单', 'parking:group:platform'),
  permission('parking:group:blacklist:create', '为成员停车场添加黑名单', 'parking:group:platform', ['group']),
  permission('parking:group:blacklist:delete', '移出成员停车场的黑名单', 'parking:group:platform', ['group']),
  permission('parking:group:whitelist:list', '成员停车场的白名单', 'parking:group:platform'),
  permission('parking:group:whitelist:create', '为成员停车场添加白名单', 'parking:group:platform', ['group']),
  permission('parking:group:whitelist:update', '编辑成员停车场的白名单', 'parking:group:platform', ['group']),
  permission('parking:group:whitelist:delete', '移出成员停车场的白名单', 'parking:group:platform', ['group']),
  // Coupons and fixed tokens are each parking merchant's own (docs/decisions.md, "Parking coupons"): the platform
  // operator owns every product but sets the runtime rules only.
  permission('parking:mcoupon:coupon:list', '优惠券列表与详情', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:coupon:create', '新建优惠券', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:coupon:update', '编辑、启用、屏蔽优惠券', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:coupon:delete', '删除优惠券', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:token:list', '固定码', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:token:create', '新建固定码批次、追加固定码', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:token:update', '编辑、作废、启用固定码批次', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:token:delete', '删除固定码批次', 'parking:mcoupon:platform', ['merchant']),
  // The runtime rule: a merchant reads its own, the platform reads and sets every merchant's.
  // Purchases, stock and grants (docs/decisions.md, "Coupon purchases, stock and grants"): the merchant's own writes;
  // the lists also for the platform operator (every merchant's).
  permission('parking:mcoupon:purchase:list', '优惠券采购记录与库存', 'parking:mcoupon:platform'),
  permission('parking:mcoupon:purchase:create', '采购优惠券', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:purchase:update', '撤销优惠券采购', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:grant:list', '优惠券发放记录', 'parking:mcoupon:platform'),
  permission('parking:mcoupon:grant:create', '发放优惠券', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:grant:update', '撤销优惠券发放', 'parking:mcoupon:platform', ['merchant']),
  // Grant rules (docs/decisions.md, "Coupon grant rules, batch purchase and the group's coupons"): the merchant's own.
  permission('parking:mcoupon:grant:rule:list', '优惠券发放规则', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:grant:rule:create', '新建优惠券发放规则', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:grant:rule:update', '修改、启用、停用优惠券发放规则', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:grant:rule:delete', '删除优惠券发放规则', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:event:rule:list', '优惠券事件规则', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:event:rule:create', '新建优惠券事件规则', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:event:rule:update', '修改、启用、停用优惠券事件规则', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:event:rule:delete', '删除优惠券事件规则', 'parking:mcoupon:platform', ['merchant']),
  permission('parking:mcoupon:event:list', '优惠券事件发放记录', 'parking:mcoupon:platform', ['merchant']),
  // The parking group reads its members' coupon purchases, stock and grants (no kinds: the operator reads them too).
  permission('parking:group:mcoupon:list', '成员的优惠券采购、库存与发放（查看）', 'parking:group:platform'),
  permission('parking:mcoupon:configuration:list', '优惠券运行规则（查看）', 'parking:mcoupon:platform'),
  permission('parking:mcoupon:configuration:create', '设置商户的优惠券运行规则', 'ALL'),
  permission('parking:mcoupon:configuration:update', '修改商户的优惠券运行规则', 'ALL'),
  permission('parking:mcoupon:configuration:delete', '删除商户的优惠券运行规则', 'ALL'),
  // 商户管理 and 商户规则 of the coupon platform (docs/decisions.md, "Coupon merchants").
  permission('parking:mcoupon:merchant:list', '优惠券商户与商户规则（查看）', 'ALL'),
  permission('parking:mcoupon:merchant:create', '登记优惠券商户', 'ALL'),
  permission('parking:mcoupon:merchant:update', '修改、启用、停用优惠券商户', 'ALL'),
  permission('parking:partner:park:list', '停车场列表与详情（客户的停车场）', 'parking:partner:platform'),
  permission('parking:partner:park:update', '编辑、启用、停用停车场', 'parking:partner:platform'),
  permission('parking:partner:park:apply:list', '停车场申请列表与详情（客户的申请）', 'parking:partner:platform'),
  permission('parking:partner:park:apply:create', '代客户提交停车场申请', 'parking:partner:platform'),
  permission('parking:partner:park:apply:audit', '审核停车场申请（通过、驳回）', 'parking:partner:platform'),
  // A parking merchant's own: the platform operator owns every product but has no parks of its own to apply for.
  permission('parking:park:list', '本商户的停车场', 'parking:merchant:platform', ['merchant']),
  permission('parking:park:apply', '提交停车场申请，查看本商户的申请', 'parking:merchant:platform', ['merchant']),
  // The parking partner's tools (docs/decisions.md, "Parking partner: records, data collection, other parks, software,
  // vehicle mock, passports"): reads carry no kinds (the platform operator reads every merchant's).
  permission('parking:partner:collection:list', '数据采集与其他停车场（查看）', 'parking:partner:platform'),
  permission('parking:partner:collection:audit', '审核数据采集（通过、驳回）', 'parking:partner:platform', ['platform', 'partner']),
  permission('parking:partner:software:list', '客户的停车软件列表与软件统计', 'parking:partner:platform'),
  permission('parking:partner:vehicle:mock', '车辆模拟工具：模拟车辆入场、出场', 'parking:partner:platform', ['platform', 'partner']),
  permission('parking:group:passport:list', '成员停车场的通行证（查看）', 'parking:group:platform'),
  permission('parking:group:passport:revoke', '撤销成员停车场的通行证', 'parking:group:platform', ['platform', 'group']),
  // 储值车, 自动充值, 无牌车, 重点客户, 在线日志 (docs/decisions.md, "Stored-value cars and auto recharge", "Plateless cars,
  // key customers and online logs"): the lists carry no kinds (the platform operator reads every merchant's); the
  // changes and the money are the merchant's own. The group reads its members' auto-recharge rules.
  permission('parking:stored:value:list', '储值车列表与详情', 'parking:merchant:platform'),
  permission('parking:stored:value:create', '储值车开户、编辑车主信息', 'parking:merchant:platform', ['merchant']),
  permission('parking:stored:value:update', '停用、启用储值车', 'parking:merchant:platform', ['merchant']),
  permission('parking:stored:value:recharge', '储值车充值', 'parking:merchant:platform', ['merchant']),
  permission('parking:recharge:rule:list', '自动充值方案列表与详情', 'parking:merchant:platform'),
  permission('parking:recharge:rule:create', '新建自动充值方案', 'parking:merchant:platform', ['merchant']),
  permission('parking:recharge:rule:update', '停用、启用自动充值方案', 'parking:merchant:platform', ['merchant']),
  permission('parking:group:recharge:rule:list', '成员的自动充值方案（查看）', 'parking:group:platform'),
  permission('parking:plateless:list', '无牌车进出记录', 'parking:merchant:platform'),
  permission('parking:key:customer:list', '重点客户', 'parking:merchant:platform'),
  permission('parking:key:customer:create', '登记重点客户', 'parking:merchant:platform', ['merchant']),
  permission('parking:key:customer:update', '编辑重点客户', 'parking:merchant:platform', ['merchant']),
  permission('parking:key:customer:delete', '删除重点客户', 'parking:merchant:platform', ['merchant']),
  permission('parking:online:log:list', '在线日志', 'parking:merchant:platform'),
  // 会员 (docs/decisions.md, "Parking members, member settings, reporting service; the 停车管理's 客户, 会员, 优惠券").
  permission('parking:member:list', '停车会员与会员设置（查看）', 'parking:merchant:platform'),
  permission('parking:member:update', '停用、恢复停车会员', 'parking:merchant:platform', ['merchant']),
  permission('parking:member:setting', '修改会员设置', 'parking:merchant:platform', ['merchant']),
  permission('parking:report:service:list', '上报服务（查看）', 'parking:merchant:platform', ['merchant']),
  permission('parking:report:service:update', '设置上报服务', 'parking:merchant:platform', ['merchant']),
] as const;
