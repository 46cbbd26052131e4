import { randomBytes } from 'node:crypto';
import { creditCodeCheck, platformKinds, products, type PermissionCode, type ProductCode } from '@console/contract';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { announcement, businessApply, manager, managerRole, merchant, merchantProduct, merchantRelation, message, role, rolePermission, subject } from '../db/schema/index.js';
import { hashPassword } from '../shared/password.js';
import { seedDemoArticles } from './demo-articles.js';
import { seedPresetRoles } from './preset-roles.js';
import { seedDemoSettings } from './demo-settings.js';
import { seedDemoContracts } from './demo-contracts.js';
import { seedDemoPayment } from './demo-payment.js';
import { seedDemoProjects } from './demo-projects.js';
import { seedDemoOkr } from './demo-okr.js';
import { seedDemoBonus } from './demo-bonus.js';
import { seedDemoBonusPartner } from './demo-bonus-partner.js';
import { seedDemoMember } from './demo-member.js';
import { seedDemoMemberMore } from './demo-member-more.js';
import { seedDemoUserOps } from './demo-user-ops.js';
import { seedDemoWallet } from './demo-wallet.js';
import { seedDemoAccountInvoice } from './demo-account-invoice.js';
import { seedDemoPartner } from './demo-partner.js';
import { seedDemoAdverting } from './demo-adverting.js';
import { seedDemoAdvertingDelivery } from './demo-adverting-delivery.js';
import { seedDemoAdvertiser } from './demo-advertiser.js';
import { seedDemoAdvertingData } from './demo-adverting-data.js';
import { seedDemoAdvertingProvider } from './demo-adverting-provider.js';
import { seedDemoMonitor } from './demo-monitor.js';
import { seedDemoParks } from './demo-parks.js';
import { seedDemoMcoupon } from './demo-mcoupon.js';
import { seedDemoCouponPurchase } from './demo-coupon-purchase.js';
import { seedDemoCouponRules } from './demo-coupon-rules.js';
import { seedDemoCouponEvents } from './demo-coupon-events.js';
import { seedDemoCouponMerchants } from './demo-coupon-merchants.js';
import { seedDemoInvoice } from './demo-invoice.js';
import { seedDemoInvoiceRecords } from './demo-invoice-records.js';
import { seedDemoGroupInvoice } from './demo-group-invoice.js';
import { seedDemoCityReport } from './demo-city-report.js';
import { seedDemoTerminalsInsurance } from './demo-terminals-insurance.js';
import { seedDemoQrcodes } from './demo-qrcodes.js';
import { seedDemoParkingRecords } from './demo-parking-records.js';
import { seedDemoParkingVehicles } from './demo-parking-vehicles.js';
import { seedDemoParkingTrades } from './demo-parking-trades.js';
import { seedDemoParkingReserve } from './demo-parking-reserve.js';
import { seedDemoParkingPartnerMore } from './demo-parking-partner-more.js';
import { seedDemoParkingMerchantMore } from './demo-parking-merchant-more.js';
import { seedDemoParkingMembers } from './demo-parking-members.js';
import { seedDemoPaymentTrades } from './demo-payment-trades.js';
import { seedDemoCapital } from './demo-capital.js';
import { seedDemoEnergy } from './demo-energy.js';
import { seedDemoEnergyCards } from './demo-energy-cards.js';
import { seedDemoEnergyConfig } from './demo-energy-config.js';
import { seedDemoEnergyOrders } from './demo-energy-orders.js';
import { seedDemoEnergyParking } from './demo-energy-parking.js';
import { seedDemoEnergyReconciliation } from './demo-energy-reconciliation.js';
import { seedDemoEnergySoftware } from './demo-energy-software.js';
import { seedDemoEnergyConfigLists } from './demo-energy-config-lists.js';
import { seedDemoEnergyDetailRest } from './demo-energy-detail-rest.js';
import { seedDemoGroupEnergyConfig } from './demo-group-energy-config.js';
import { seedDemoEnergyPackagesEvents } from './demo-energy-packages-events.js';
import { seedDemoChannelApply } from './demo-channel-apply.js';
import { seedDemoPaymentService } from './demo-payment-service.js';
import { seedDemoServiceTrading } from './demo-service-trading.js';

interface DemoMerchant {
  id: number;
  name: string;
  kind: 'platform' | 'partner' | 'group' | 'merchant' | 'advertiser';
  products: ProductCode[];
  /** Superuser account; the restricted sub-account is `${account}-staff`. */
  account?: string;
  owner?: string;
  staff?: { name: string; role: string; permissions: PermissionCode[] };
}

/** The demo tenants: one of every platform kind, with their relations. */
export const demoMerchants: DemoMerchant[] = [
  { id: 100000, name: '智泊云平台运营中心', kind: 'platform', products: ['ALL'], account: 'admin', owner: '平台管理员',
    staff: { name: '运营专员', role: '公告运营', permissions: ['universal:message:basic', 'base:announcement:list', 'base:announcement:create',
      'user:user:list', 'user:member:list', 'user:member:type:list', 'user:complaint:list', 'user:message:list'] } },
  { id: 100100, name: '深圳泊联科技有限公司', kind: 'partner', products: ['parking:partner:platform', 'payment:partner:platform'], account: 'parking-partner', owner: '陈立',
    staff: { name: '渠道专员', role: '渠道运营', permissions: ['universal:message:basic', 'payment:partner:channel:apply:basic', 'payment:partner:channel:apply:list',
      'payment:partner:trade:payment:list', 'payment:partner:refund:list', 'payment:partner:settlement:list', 'payment:partner:merchant:list'] } },
  { id: 100101, name: '福田中心停车场', kind: 'merchant', products: ['parking:merchant:platform', 'parking:mcoupon:platform', 'invoice:merchant:platform', 'payment:merchant:platform', 'wallet:owner:platform'], account: 'parking-merchant', owner: '王芳',
    staff: { name: '值班员', role: '岗亭值班', permissions: ['universal:message:basic', 'parking:parking:record:list', 'parking:parking:release:list', 'parking:mcoupon:coupon:list', 'parking:mcoupon:purchase:list', 'parking:mcoupon:grant:list',
      'parking:parking:vip:list', 'parking:parking:vip:apply:list', 'parking:parking:blacklist:list', 'parking:park:whitelist:list', 'parking:trade:list',
      'parking:parking:reserve:list', 'parking:parking:vip:value:list', 'parking:virtual:plate:list',
      'parking:stored:value:list', 'parking:recharge:rule:list', 'parking:plateless:list', 'parking:key:customer:list', 'parking:online:log:list', 'parking:member:list'] } },
  { id: 100102, name: '南山科技园停车场', kind: 'merchant', products: ['parking:merchant:platform'] },
  { id: 100103, name: '罗湖万象停车场', kind: 'merchant', products: ['parking:merchant:platform'] },
  { id: 100300, name: '华润置地停车集团', kind: 'group', products: ['parking:group:platform'], account: 'parking-group', owner: '刘洋',
    staff: { name: '集团财务', role: '集团财务', permissions: ['universal:message:basic', 'universal:report:basic', 'parking:group:vip:list', 'parking:group:vip:value:list',
      'parking:group:parking:list', 'parking:group:blacklist:list', 'parking:group:whitelist:list', 'parking:group:trade:list', 'parking:group:manage:list',
      'parking:group:mcoupon:list', 'parking:group:passport:list', 'parking:group:recharge:rule:list'] } },
  { id: 100200, name: '鹏城充电服务商', kind: 'partner', products: ['energy:partner:platform'], account: 'energy-partner', owner: '赵敏',
    staff: { name: '运维工程师', role: '告警处理', permissions: ['universal:message:basic', 'energy:partner:alarm:basic', 'merchant:monitor:contact:list', 'merchant:monitor:group:list'] } },
  { id: 100201, name: '南山快充站', kind: 'merchant', products: ['energy:merchant:platform', 'payment:merchant:platform', 'wallet:owner:platform'], account: 'energy-merchant', owner: '孙强',
    staff: { name: '站长助理', role: '站点值守', permissions: ['universal:message:basic', 'energy:alarm:basic', 'energy:card:list', 'energy:order:list'] } },
  { id: 100202, name: '宝安充电站', kind: 'merchant', products: ['energy:merchant:platform'] },
  { id: 100400, name: '深能充电集团', kind: 'group', products: ['energy:group:platform'], account: 'energy-group', owner: '周婷',
    staff: { name: '集团运营', role: '集团运营', permissions: ['universal:message:basic'] } },
  { id: 100500, name: '蓝海传媒广告有限公司', kind: 'advertiser', products: ['adverting:advertiser:platform'], account: 'advertiser', owner: '吴昊',
    staff: { name: '投放专员', role: '投放专员', permissions: ['universal:message:basic', 'advertiser:base:list', 'advertiser:deposit:list', 'advertiser:bill:list', 'advertiser:statistics:list'] } },
  { id: 100600, name: '票通发票服务商', kind: 'partner', products: ['invoice:partner:platform'], account: 'invoice-partner', owner: '郑洁',
    staff: { name: '开票专员', role: '开票专员', permissions: ['universal:message:basic', 'universal:report:basic', 'invoice:partner:merchant:list', 'invoice:partner:software:list'] } },
];

export const demoRelations = [
  { parent: 100100, child: 100101, type: 'customer' },
  { parent: 100100, child: 100102, type: 'customer' },
  { parent: 100300, child: 100102, type: 'member' },
  { parent: 100300, child: 100103, type: 'member' },
  { parent: 100200, child: 100201, type: 'customer' },
  { parent: 100400, child: 100201, type: 'member' },
  { parent: 100400, child: 100202, type: 'member' },
  { parent: 100600, child: 100101, type: 'customer' },
];

/** Where the demo merchants are (Shenzhen districts) and the state of their subject (主体) audits. */
const demoPlaces: Record<number, { region: string; address: string }> = {
  100000: { region: '440305', address: '科技南十二路 18 号' },
  100100: { region: '440304', address: '深南大道 6008 号' },
  100101: { region: '440304', address: '福华三路 88 号' },
  100102: { region: '440305', address: '高新南七道 12 号' },
  100103: { region: '440303', address: '宝安南路 1881 号' },
  100300: { region: '440305', address: '深南大道 9668 号' },
  100200: { region: '440305', address: '南海大道 2188 号' },
  100201: { region: '440305', address: '南山大道 1001 号' },
  100202: { region: '440306', address: '宝安大道 4001 号' },
  100400: { region: '440304', address: '福中三路 2009 号' },
  100500: { region: '440304', address: '益田路 5033 号' },
  100600: { region: '440303', address: '人民南路 3002 号' },
};
/** Every merchant's subject is approved but one, which waits in the platform's audit queue. */
const pendingSubject = 100202;
const demoCreditCode = (id: number) => {
  const first17 = `91440300MA5${String(id).padStart(6, '0')}`;
  return first17 + creditCodeCheck(first17);
};

const messageTemplates = [
  { title: '您的商户资料已审核通过', body: '商户主体资料已通过平台审核，相关产品已开通。', link: '/account/merchant/detail' },
  { title: '本月账单已生成', body: '上月的交易账单已生成，请前往报表中心下载。', link: '/account/report/list' },
  { title: '系统将于周六凌晨维护', body: '维护时间 02:00-04:00，期间部分功能不可用。', link: '' },
  { title: '新的登录设备', body: '您的账号在新的设备上登录，如非本人操作请及时修改密码。', link: '/account/role-permission/mine' },
];

const announcements = [
  { title: '关于春节期间停车费结算安排的通知', tags: [{ id: 1, name: '重要', color: 1 }], days: 1 },
  { title: '充电桩 OCPP 2.0.1 协议接入说明', tags: [{ id: 1, name: '产品更新', color: 0 }], days: 3 },
  { title: '电子发票服务升级公告', tags: [{ id: 1, name: '发票', color: 0 }], days: 6 },
  { title: '支付通道费率调整通知', tags: [{ id: 1, name: '重要', color: 1 }, { id: 2, name: '支付', color: 0 }], days: 9 },
  { title: '商户管理平台新版上线', tags: [{ id: 1, name: '产品更新', color: 0 }], days: 14 },
  { title: '关于加强账号安全的提醒', tags: [{ id: 1, name: '安全', color: 1 }], days: 20 },
  { title: '停车优惠券活动规则更新', tags: [], days: 30 },
];

export interface DemoAccount {
  account: string;
  name: string;
  merchant: string;
  platform: string;
  identity: 'superuser' | 'manager';
}

/** The console a merchant's users see: its first platform-kind product, else its first product. */
const platformOf = (owned: readonly string[]) => {
  const code = platformKinds.find((kind) => owned.includes(kind)) ?? owned[0];
  return products.find((p) => p.code === code)?.label ?? '';
};

export function demoAccounts(): DemoAccount[] {
  return demoMerchants.flatMap((m) =>
    m.account
      ? [
          { account: m.account, name: m.owner!, merchant: `${m.id} ${m.name}`, platform: platformOf(m.products), identity: 'superuser' as const },
          { account: `${m.account}-staff`, name: m.staff!.name, merchant: `${m.id} ${m.name}`, platform: platformOf(m.products), identity: 'manager' as const },
        ]
      : [],
  );
}

/** A password that satisfies the rule of document 1 §5, for when DEMO_PASSWORD is not set. */
export const randomDemoPassword = () => `Demo-${randomBytes(6).toString('base64url')}8`;

/**
 * Seeds the demo tenants into an empty database (a database that has merchants is left alone), so it
 * is idempotent. Answers whether it seeded.
 */
export async function seedDemo(db: Database, password: string, cost: 'standard' | 'fast' = 'standard'): Promise<boolean> {
  const passwordHash = await hashPassword(password, cost);
  return db.tenant('all', async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(merchant);
    if ((existing?.n ?? 0) > 0) return false;
    const base = new Date('2026-01-01T00:00:00Z');
    await tx.insert(merchant).values(
      demoMerchants.map((m) => ({
        id: m.id,
        name: m.name,
        kind: m.kind,
        contact_name: m.owner ?? '李明',
        contact_mobile: `1380000${String(m.id).slice(-4)}`,
        ...demoPlaces[m.id],
        service_level: m.kind === 'merchant' ? 1 : 2,
        create_time: base,
        update_time: base,
      })),
    );
    await tx.insert(subject).values(
      demoMerchants.map((m) => ({
        merchant: m.id,
        type: 'company',
        name: m.name,
        credit_code: demoCreditCode(m.id),
        legal_person: m.owner ?? '李明',
        licence_image: '/demo/licence.svg',
        address: `广东省深圳市${demoPlaces[m.id]?.address ?? ''}`,
        status: m.id === pendingSubject ? 0 : 1,
        auditor: m.id === pendingSubject ? '' : '平台管理员',
        audit_time: m.id === pendingSubject ? null : base,
        create_time: base,
        update_time: base,
      })),
    );
    await tx.insert(merchantRelation).values(demoRelations);
    await tx.insert(merchantProduct).values(demoMerchants.flatMap((m) => m.products.map((product) => ({ merchant: m.id, product }))));
    for (const m of demoMerchants) {
      if (!m.account || !m.staff) continue;
      await tx
        .insert(manager)
        .values({ merchant: m.id, account: m.account, name: m.owner!, mobile: `1380000${String(m.id).slice(-4)}`, password_hash: passwordHash, superuser: true });
      const [staff] = await tx
        .insert(manager)
        .values({ merchant: m.id, account: `${m.account}-staff`, name: m.staff.name, mobile: `1390000${String(m.id).slice(-4)}`, password_hash: passwordHash })
        .returning({ id: manager.id });
      const [staffRole] = await tx.insert(role).values({ merchant: m.id, name: m.staff.role, description: `演示角色：${m.staff.role}` }).returning({ id: role.id });
      await tx.insert(rolePermission).values(m.staff.permissions.map((permission) => ({ merchant: m.id, role: staffRole!.id, permission })));
      await tx.insert(managerRole).values({ merchant: m.id, manager: staff!.id, role: staffRole!.id });
    }
    // Business applications: one waiting for the parking partner, one approved, one rejected.
    const applicationOf = (m: number) => {
      const owner = demoMerchants.find((d) => d.id === m)!;
      return { type: 'company', name: owner.name, credit_code: demoCreditCode(m), legal_person: owner.owner ?? '李明', licence_image: '/demo/licence.svg', status: m === pendingSubject ? 0 : 1 };
    };
    await tx.insert(businessApply).values([
      { merchant: 100103, target: 100100, business: 'parking:settle', contact_name: '李明', contact_mobile: '13800000103', remark: '地下停车场 320 个车位，希望下月上线', subject: applicationOf(100103), create_time: new Date(base.getTime() + 86_400_000 * 300) },
      { merchant: 100102, target: 100100, business: 'parking:settle', contact_name: '李明', contact_mobile: '13800000102', status: 1, auditor: '陈立', audit_time: base, audit_remark: '欢迎入驻', subject: applicationOf(100102), create_time: base },
      { merchant: 100202, target: 100600, business: 'invoice:settle', contact_name: '李明', contact_mobile: '13800000202', status: -1, auditor: '郑洁', audit_time: base, audit_remark: '请先完成主体认证', subject: applicationOf(100202), create_time: base },
    ]);
    await tx.insert(message).values(
      demoMerchants.flatMap((m, i) =>
        messageTemplates.map((t, j) => ({
          merchant: m.id,
          title: t.title,
          body: t.body,
          link: t.link,
          read_status: j < 2 ? 0 : 1,
          create_time: new Date(base.getTime() + (i * 10 + j) * 3_600_000),
        })),
      ),
    );
    await tx.insert(announcement).values(
      announcements.map((a) => ({ title: a.title, content: `${a.title}。详情请见正文。`, tags: a.tags, publish_time: new Date(Date.parse('2026-10-01T02:00:00Z') - a.days * 86_400_000) })),
    );
    await seedDemoArticles(tx);
    await seedPresetRoles(tx);
    await seedDemoSettings(tx);
    await seedDemoProjects(tx);
    await seedDemoOkr(tx);
    await seedDemoBonus(tx);
    await seedDemoBonusPartner(tx);
    await seedDemoMember(tx);
    await seedDemoMemberMore(tx);
    await seedDemoUserOps(tx);
    await seedDemoContracts(tx);
    await seedDemoMonitor(tx);
    await seedDemoPayment(tx);
    await seedDemoParks(tx);
    await seedDemoMcoupon(tx);
    await seedDemoCouponPurchase(tx);
    await seedDemoCouponRules(tx);
    await seedDemoCouponEvents(tx);
    await seedDemoCouponMerchants(tx);
    await seedDemoInvoice(tx);
    await seedDemoInvoiceRecords(tx);
    await seedDemoGroupInvoice(tx);
    await seedDemoParkingRecords(tx);
    await seedDemoParkingVehicles(tx);
    await seedDemoParkingTrades(tx);
    await seedDemoParkingReserve(tx);
    await seedDemoParkingMerchantMore(tx);
    await seedDemoParkingMembers(tx);
    await seedDemoPaymentTrades(tx);
    await seedDemoCapital(tx);
    await seedDemoEnergy(tx);
    await seedDemoEnergyConfig(tx);
    await seedDemoEnergyCards(tx);
    await seedDemoEnergyOrders(tx);
    await seedDemoEnergyParking(tx);
    await seedDemoEnergyReconciliation(tx);
    await seedDemoEnergySoftware(tx);
    await seedDemoEnergyConfigLists(tx);
    await seedDemoEnergyPackagesEvents(tx);
    await seedDemoChannelApply(tx);
    await seedDemoPaymentService(tx);
    await seedDemoServiceTrading(tx);
    await seedDemoWallet(tx);
    await seedDemoAccountInvoice(tx);
    // After the orders (虚拟电损) and the wallets (机构钱包).
    await seedDemoEnergyDetailRest(tx);
    // The group's station 支付通道配置 and 充电配置.
    await seedDemoGroupEnergyConfig(tx);
    await seedDemoPartner(tx);
    await seedDemoAdverting(tx);
    await seedDemoCityReport(tx);
    await seedDemoTerminalsInsurance(tx);
    await seedDemoQrcodes(tx);
    await seedDemoAdvertingDelivery(tx);
    await seedDemoAdvertiser(tx);
    await seedDemoAdvertingData(tx);
    await seedDemoParkingPartnerMore(tx);
    await seedDemoAdvertingProvider(tx);
    return true;
  });
}
