import { appKinds, energyAppList, formatDateTime, type CallReply } from '@console/contract';
import { Tag } from 'antd';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, OptionItem } from '../../widgets/resource/types';
import { EnergyStatusTag, merchantText, statusOptions, useEnergyPlatform } from './shared';

type Row = CallReply<typeof energyAppList>['row'][number];

const kindOptions: OptionItem[] = Object.entries(appKinds).map(([value, label]) => ({ value: Number(value), label }));
const kindColours: Record<number, string> = { 1: 'green', 2: 'blue', 3: 'purple', 4: 'geekblue' };

/** 应用列表 (…/app/list): the charging apps (mini programs, H5, APP) drivers charge through; read-only. */
export default function AppListPage() {
  const { platform, showsMerchant } = useEnergyPlatform();
  const filters: FilterField[] = [
    { kind: 'text', key: 'keywords', label: '应用', placeholder: '应用名称或 AppID 开头', maxLength: 40 },
    { kind: 'select', key: 'kind', label: '类型', options: kindOptions },
    { kind: 'select', key: 'status', label: '状态', options: statusOptions },
    ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
  ];
  const columns: Column<Row>[] = [
    { key: 'name', title: '应用名称', width: 160, fixed: 'left' },
    { key: 'kind', title: '类型', width: 120, render: (r) => <Tag color={kindColours[r.kind]}>{appKinds[r.kind as 1 | 2 | 3 | 4] ?? r.kind}</Tag> },
    { key: 'app_id', title: 'AppID', width: 200 },
    { key: 'version', title: '线上版本', width: 100, value: (r) => r.version || '-' },
    { key: 'service_phone', title: '客服电话', width: 140, value: (r) => r.service_phone || '-' },
    { key: 'launch_date', title: '上线日期', width: 110 },
    { key: 'status', title: '状态', width: 80, render: (r) => <EnergyStatusTag status={r.status} /> },
    ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
    { key: 'create_time', title: '创建时间', width: 170, defaultHidden: true, value: (r) => formatDateTime(r.create_time) },
  ];
  return <ListPage id={`energy-app-${platform}`} call={energyAppList} rowKey="id" filters={filters} columns={columns} />;
}
