import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { cityReport, cityReportTarget, energyStation, park } from '../db/schema/index.js';

/**
 * 城市平台上报's demo (docs/decisions.md, "City platform reporting (城市平台上报)"): the platform reports Shenzhen's parks and
 * stations and keeps a Guangzhou configuration stopped; 深圳泊联科技 (100100) reports its customers' parks in Shenzhen;
 * 鹏城充电服务商 (100200) its customer's stations. Secrets are demo strings (write-only in every reply).
 */
export async function seedDemoCityReport(tx: Tx) {
  const lastReport = new Date(Math.floor(Date.now() / 300_000) * 300_000 - 300_000);
  const config = async (merchant: number, kind: 'parking' | 'energy', city: string, platform_name: string, endpoint: string, account: string, interval: number, status = 1, remark = '') => {
    const [row] = await tx
      .insert(cityReport)
      .values({
        merchant, kind, city, platform_name, endpoint, account, secret: `demo-${merchant}-${kind}-secret`, interval_minutes: interval, status, remark,
        last_report_time: status === 1 ? lastReport : null,
      })
      .returning({ id: cityReport.id });
    return row!.id;
  };
  const report = async (merchant: number, id: number, targets: { code: string; merchant: number }[]) => {
    if (targets.length) await tx.insert(cityReportTarget).values(targets.map((t) => ({ merchant, report: id, code: t.code, target_merchant: t.merchant })));
  };
  const parksOf = (merchants: number[]) => tx.select({ code: park.park_code, merchant: park.merchant }).from(park).where(inArray(park.merchant, merchants)).orderBy(park.id);
  const stationsOf = (merchants: number[]) =>
    tx.select({ code: energyStation.station_code, merchant: energyStation.merchant }).from(energyStation).where(inArray(energyStation.merchant, merchants)).orderBy(energyStation.id);

  const shenzhenParking = 'https://tcjg.sz.example.gov.cn/api/v2/report';
  const platformParking = await config(100000, 'parking', '440300', '深圳市智慧停车监管平台', shenzhenParking, 'ZBY-PLAT-0001', 5, 1, '按市交通运输局 2025 版接口规范上报泊位与进出场数据');
  await report(100000, platformParking, await parksOf([100101, 100102, 100103]));
  await config(100000, 'parking', '440100', '广州市停车综合管理平台', 'https://park.gz.example.gov.cn/open/report', 'ZBY-GZ-0007', 15, 0, '广州暂无接入车场，待首个车场上线后启用');
  const platformEnergy = await config(100000, 'energy', '440300', '深圳市新能源汽车充电设施监管平台', 'https://cdjg.sz.example.gov.cn/evcs/v1', 'ZBY-EVCS-0001', 15);
  await report(100000, platformEnergy, await stationsOf([100201, 100202]));

  const partnerParking = await config(100100, 'parking', '440300', '深圳市智慧停车监管平台', shenzhenParking, 'PL-0100100', 5);
  await report(100100, partnerParking, (await parksOf([100101])).slice(0, 2));
  const partnerEnergy = await config(100200, 'energy', '440300', '深圳市新能源汽车充电设施监管平台', 'https://cdjg.sz.example.gov.cn/evcs/v1', 'PC-0100200', 30);
  await report(100200, partnerEnergy, await stationsOf([100201]));
}
