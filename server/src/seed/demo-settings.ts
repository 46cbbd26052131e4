import type { Tx } from '../db/client.js';
import { app, appMetadata, bucket, DISABLED, storageKv } from '../db/schema/index.js';
import { generateAppKey } from '../modules/merchant/app/app-runtime.service.js';
import { defaultMetadata } from './bootstrap.js';

/** Apps by domain with their themes, an extra upload space, and key-value settings of a few merchants. */
export async function seedDemoSettings(tx: Tx) {
  const apps = [
    { app_id: 'parking-console', name: '智泊停车商户控制台', domain: 'parking.zhibocloud.cn', profile: 'prod', color: '#13C2C2', status: 1 },
    { app_id: 'energy-console', name: '深能充电运营控制台', domain: 'energy.zhibocloud.cn', profile: 'prod', color: '#52C41A', status: 1 },
    { app_id: 'console-staging', name: '智泊云预发布环境', domain: 'console.zhibocloud.cn', profile: 'staging', color: '#FA8C16', status: DISABLED },
  ];
  for (const a of apps) {
    const [created] = await tx
      .insert(app)
      .values({ app_id: a.app_id, app_key: generateAppKey(), name: a.name, system: 'merchant', domain: a.domain, profile: a.profile, status: a.status })
      .onConflictDoNothing()
      .returning({ id: app.id });
    if (!created) continue;
    const metadata = { ...defaultMetadata, TEXT_SITENAME: a.name, STYLE_MENU_TITLE: a.name, STYLE_PRIMARY_COLOR: a.color, LINK_SUPPORT: 'https://support.zhibocloud.cn' };
    await tx.insert(appMetadata).values(Object.entries(metadata).map(([key, value]) => ({ app: created.id, key, value })));
  }
  await tx
    .insert(bucket)
    .values({ name: 'contract', label: '合同附件', extensions: ['pdf', 'docx', 'jpg', 'png'], max_bytes: 10_000_000 })
    .onConflictDoNothing();
  const settings: [number, string, string, string][] = [
    [100000, 'platform.service_hotline', '400-800-1234', '平台客服热线，显示在帮助中心'],
    [100000, 'platform.invoice_tax_rate', '0.06', '平台服务费发票税率'],
    [100000, 'report.retention_days', '90', '导出文件保留天数'],
    [100000, 'support.working_hours', '工作日 09:00–18:00', '人工客服工作时间'],
    [100101, 'invoice.title', '深圳市福田中心停车场管理有限公司', '发票抬头'],
    [100101, 'parking.free_minutes', '15', '入场免费时长（分钟）'],
    [100201, 'station.notice', '南山快充站 24 小时营业，夜间请从南门进入', '充电站公告'],
  ];
  await tx.insert(storageKv).values(settings.map(([merchant, key, value, remark]) => ({ merchant, key, value, remark, updated_by: '演示数据' })));
}
