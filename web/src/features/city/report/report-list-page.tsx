import { PlusOutlined } from '@ant-design/icons';
import { cityReportCalls, cityReportKinds, cityReportTargetNames, formatDateTime, type CityReportKind } from '@console/contract';
import { Button, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { cityReportPaths, kindOf } from './paths';
import { cityFilter, codes, intervalOptions, readsOf, ReportStatusTag, statusOptions, type CityReport } from './shared';

const filters: FilterField[] = [
  cityFilter,
  { kind: 'text', key: 'keywords', label: '平台名称', maxLength: 40 },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
];

const columns = (kind: CityReportKind, openTargets: (r: CityReport) => void): Column<CityReport>[] => [
  { key: 'city_name', title: '城市', width: 150, fixed: 'left', value: (r) => r.city_name || r.city },
  { key: 'platform_name', title: '平台名称', width: 220, ellipsis: true },
  { key: 'endpoint', title: '接口地址', width: 260, ellipsis: true },
  { key: 'account', title: '接入账号', width: 140 },
  { key: 'credential_configured', title: '接入密钥', width: 100, value: (r) => (r.credential_configured ? '已配置' : '未配置') },
  { key: 'interval_minutes', title: '上报频率', width: 110, value: (r) => intervalOptions.find((o) => o.value === r.interval_minutes)?.label ?? `${r.interval_minutes} 分钟` },
  {
    key: 'target_count',
    title: `上报${cityReportTargetNames[kind]}`,
    width: 100,
    render: (r) => <Typography.Link onClick={() => openTargets(r)}>{r.target_count} 个</Typography.Link>,
  },
  { key: 'status', title: '状态', width: 90, render: (r) => <ReportStatusTag status={r.status} /> },
  { key: 'last_report_time', title: '最近上报', width: 170, value: (r) => (r.last_report_time ? formatDateTime(r.last_report_time) : '尚未上报') },
  { key: 'remark', title: '备注', width: 200, ellipsis: true, defaultHidden: true, value: (r) => r.remark || '-' },
];

/**
 * 停车数据上报 / 充电数据上报 (/city/report/parking?city=, /city/report/energy; the parking partner's /parking/city-report): the
 * caller's configurations for cities' supervision platforms, with 上报车场/电站, 编辑, 停用 and 启用.
 */
export default function ReportListPage() {
  const { pathname } = useLocation();
  const kind = kindOf(pathname);
  const paths = cityReportPaths[kind];
  const c = cityReportCalls[kind];
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(...readsOf(kind));
  const from = `from=${encodeURIComponent(pathname)}`;
  const openTargets = (r: CityReport) => navigate(`${paths.targets}?id=${r.id}&${from}`);
  const setStatus = async (r: CityReport, status: 0 | 1) => {
    await send(c.status, { id: r.id, status });
    await changed(status === 1 ? '已启用，将按频率上报' : '已停用，不再向该平台上报');
  };
  const noun = cityReportTargetNames[kind];
  const actions: RowAction<CityReport>[] = [
    { key: 'targets', label: `上报${noun}`, onClick: openTargets },
    { key: 'edit', label: '编辑', permission: codes(kind).update, onClick: (r) => navigate(`${paths.edit}?id=${r.id}&${from}`) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: codes(kind).update,
      when: (r) => r.status === 1,
      confirm: (r) => `停用后不再向「${r.platform_name}」上报${r.city_name}的${cityReportKinds[kind]}数据，城市平台可能判定为断报。确定停用吗？`,
      onClick: (r) => setStatus(r, 0),
    },
    { key: 'enable', label: '启用', permission: codes(kind).update, when: (r) => r.status === 0, onClick: (r) => setStatus(r, 1) },
  ];
  return (
    <ListPage
      id={`city-report-${kind}`}
      call={c.list}
      rowKey="id"
      filters={filters}
      columns={columns(kind, openTargets)}
      actions={actions}
      toolbar={() =>
        gate({ permission: codes(kind).create }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${paths.add}?${from}`)}>
            新建上报配置
          </Button>
        )
      }
    />
  );
}
