import { permission } from './types.js';

/**
 * 城市平台上报 (/city/report, document 2 §2 "Other"; the parking partner's /parking/city-report): a reporting party's
 * configurations for cities' parking and charging supervision platforms and the parks or stations each reports. The
 * spec names no permission; these belong to the partner product of the data reported, held by the platform and partners.
 * docs/decisions.md, "City platform reporting (城市平台上报)".
 */
const reporters = ['platform', 'partner'];

export const cityReportPermissions = [
  permission('city:report:parking:list', '城市平台上报：停车上报配置与上报车场', 'parking:partner:platform', reporters),
  permission('city:report:parking:create', '城市平台上报：新建停车上报配置', 'parking:partner:platform', reporters),
  permission('city:report:parking:update', '城市平台上报：编辑、停用停车上报配置，增减上报车场', 'parking:partner:platform', reporters),
  permission('city:report:energy:list', '城市平台上报：充电上报配置与上报电站', 'energy:partner:platform', reporters),
  permission('city:report:energy:create', '城市平台上报：新建充电上报配置', 'energy:partner:platform', reporters),
  permission('city:report:energy:update', '城市平台上报：编辑、停用充电上报配置，增减上报电站', 'energy:partner:platform', reporters),
] as const;

/** 保险权益 (/insurance, document 2 §2 "Other"): benefits merchants' users received with their orders; the operator's. */
export const insurancePermissions = [permission('insurance:benefit:list', '保险权益列表与详情（全部商户）', 'ALL')] as const;
