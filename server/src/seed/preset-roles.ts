import type { PermissionCode } from '@console/contract';
import { permissionEntry } from '@console/contract';
import type { Tx } from '../db/client.js';
import { presetRole, presetRolePermission } from '../db/schema/index.js';

/** The platform's starting points for merchants' roles (预设角色); a preset's products are its permissions'. */
export const demoPresetRoles: { name: string; description: string; permissions: PermissionCode[] }[] = [
  {
    name: '停车场收费员',
    description: '岗亭值守：查看停车记录与异常放行，查看停车交易',
    permissions: ['universal:message:basic', 'universal:user:basic', 'parking:parking:record:list', 'parking:parking:release:list', 'parking:trade:list'],
  },
  {
    name: '停车场财务',
    description: '对账与开票：停车交易、发票记录、报表下载',
    permissions: ['universal:message:basic', 'universal:user:basic', 'universal:report:basic', 'parking:trade:list', 'invoice:invoice:list'],
  },
  {
    name: '停车场运营',
    description: '优惠券与固定码、停车交易与报表',
    permissions: [
      'universal:message:basic', 'universal:user:basic', 'universal:report:basic', 'parking:trade:list',
      'parking:mcoupon:coupon:list', 'parking:mcoupon:coupon:create', 'parking:mcoupon:coupon:update', 'parking:mcoupon:configuration:list',
      'parking:mcoupon:token:list', 'parking:mcoupon:token:create', 'parking:mcoupon:token:update',
      'parking:mcoupon:purchase:list', 'parking:mcoupon:grant:list', 'parking:mcoupon:grant:create', 'parking:mcoupon:grant:update',
    ],
  },
  {
    name: '发票服务专员',
    description: '发票服务商：查看税控软件、接入申请与技术服务费，设置发票商户的税控软件、基础规则与应用授权',
    permissions: [
      'universal:message:basic', 'universal:user:basic', 'invoice:partner:software:list', 'invoice:partner:merchant:list', 'invoice:partner:merchant:update',
      'invoice:partner:apply:list', 'invoice:partner:acl:list', 'invoice:partner:acl:update', 'invoice:partner:fee:list',
    ],
  },
  {
    name: '支付对账员',
    description: '支付商户：查看支付明细、退款记录与结算记录（不能退款）',
    permissions: ['universal:message:basic', 'universal:user:basic', 'payment:merchant:trade:list', 'payment:merchant:refund:list', 'payment:merchant:settlement:list'],
  },
  {
    name: '支付运营专员',
    description: '支付服务商：查看客户的交易流水、退款记录与结算记录（不能退款）',
    permissions: ['universal:message:basic', 'universal:user:basic', 'payment:partner:trade:payment:list', 'payment:partner:refund:list', 'payment:partner:settlement:list'],
  },
  {
    name: '客服',
    description: '消息中心与账号设置，查看操作日志',
    permissions: ['universal:message:basic', 'universal:user:basic', 'universal:logging:list'],
  },
  {
    name: '充电站运维',
    description: '处理充电站告警，查看告警联系人与联系人组、充电卡、充电订单',
    permissions: ['universal:message:basic', 'universal:user:basic', 'energy:alarm:basic', 'energy:card:list', 'energy:order:list', 'merchant:monitor:contact:list', 'merchant:monitor:group:list'],
  },
  {
    name: '账号管理员',
    description: '管理子账号、部门与角色（只能授予自己持有的权限）',
    permissions: [
      'universal:message:basic', 'universal:user:basic', 'universal:logging:list',
      'merchant:manager:list', 'merchant:manager:create', 'merchant:manager:update',
      'merchant:department:list', 'merchant:department:create', 'merchant:department:update',
      'merchant:role:list', 'merchant:role:create', 'merchant:role:update', 'merchant:preset:role:list',
    ],
  },
];

export async function seedPresetRoles(tx: Tx) {
  for (const preset of demoPresetRoles) {
    const products = [...new Set(preset.permissions.map((code) => permissionEntry(code)!.product).filter((p): p is NonNullable<typeof p> => p !== null))].sort();
    const [created] = await tx.insert(presetRole).values({ name: preset.name, description: preset.description, products }).returning({ id: presetRole.id });
    await tx.insert(presetRolePermission).values(preset.permissions.map((permission) => ({ preset_role: created!.id, permission })));
  }
}
