import { formatDateTime, merchantFilters, merchantKinds, serviceLevels } from '@console/contract';
import { Type } from '@sinclair/typebox';
import type { ReportKind } from '../../report/report/report.kinds.js';
import { regionName } from '../../region/region.service.js';
import * as repository from './merchant.repository.js';
import { filterOf, merchantLifecycle } from './merchant.service.js';

/** 商户列表 as the settled-merchants screen shows it (same filters, same scope), newest first by number. */
export const merchantReport: ReportKind = {
  id: 'merchant',
  name: '商户列表',
  permission: { anyOf: ['merchant:merchant:export'] },
  params: Type.Object(merchantFilters),
  columns: [
    { title: '商户号', width: 12 },
    { title: '商户名称', width: 30 },
    { title: '商户类型', width: 10 },
    { title: '上级商户', width: 26 },
    { title: '已开通产品', width: 40 },
    { title: '联系人', width: 10 },
    { title: '联系电话', width: 14 },
    { title: '所在地区', width: 24 },
    { title: '服务等级', width: 10 },
    { title: '状态', width: 8 },
    { title: '入驻时间', width: 20 },
  ],
  async count(tx, request) {
    return repository.total(tx, repository.listWhere(request.scope, request.merchant, filterOf(request.params)));
  },
  async page(tx, request, after, limit) {
    const where = repository.listWhere(request.scope, request.merchant, filterOf(request.params));
    const rows = await repository.page(tx, where, limit, { afterId: typeof after === 'number' ? after : undefined });
    const ids = rows.map((r) => r.id);
    const parents = await repository.parentsOf(tx, ids);
    const owned = await repository.productsOf(tx, ids);
    return {
      rows: rows.map((m) => [
        m.id,
        m.name,
        merchantKinds[m.kind as keyof typeof merchantKinds] ?? m.kind,
        parents.get(m.id)?.name ?? '',
        (owned.get(m.id) ?? []).map((p) => p.name).join('、'),
        m.contact_name,
        m.contact_mobile,
        regionName(m.region),
        serviceLevels[m.service_level as keyof typeof serviceLevels] ?? String(m.service_level),
        merchantLifecycle.names[m.status] ?? String(m.status),
        formatDateTime(m.create_time),
      ]),
      last: rows.at(-1)?.id ?? after,
    };
  },
};
