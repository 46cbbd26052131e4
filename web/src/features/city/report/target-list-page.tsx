import { ArrowLeftOutlined } from '@ant-design/icons';
import { cityReportCalls, cityReportKinds, cityReportTargetNames, formatDateTime } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Space, Tag } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { kindOf, listOf } from './paths';
import { codes, intervalOptions, readsOf, ReportStatusTag, type CityReportTarget } from './shared';

/**
 * 上报车场 / 上报电站 (/city/report/<kind>/park-list?id=): the configuration's city's parks or stations of the caller's
 * scope, reported ones first; 加入上报 and 移出上报 one at a time or for the selected rows.
 */
export default function TargetListPage() {
  const { pathname } = useLocation();
  const kind = kindOf(pathname);
  const c = cityReportCalls[kind];
  const noun = cityReportTargetNames[kind];
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const navigate = useNavigate();
  const gate = useGate();
  const { modal } = App.useApp();
  const changed = useChanged(...readsOf(kind));
  const mayUpdate = gate({ permission: codes(kind).update });
  const report = useQuery({ queryKey: [c.get.path, id], queryFn: () => send(c.get, { id }, { silent: true }), enabled: id > 0 });

  const set = async (rows: readonly CityReportTarget[], reported: boolean) => {
    const chosen = rows.filter((r) => r.reported !== reported).map((r) => r.code);
    if (!chosen.length) return;
    const reply = await send(c.targetSet, { report: id, codes: chosen, reported });
    await changed(`已${reported ? '加入' : '移出'}上报 ${reply.changed} 个${noun}，共上报 ${reply.target_count} 个`);
  };
  const remove = (rows: readonly CityReportTarget[]) =>
    modal.confirm({
      title: `移出上报`,
      content: `移出后不再向城市平台上报这 ${rows.filter((r) => r.reported).length} 个${noun}的数据。确定移出吗？`,
      okText: '移出',
      okButtonProps: { danger: true },
      onOk: () => set(rows, false),
    });

  const filters: FilterField[] = [
    { kind: 'select', key: 'reported', label: '上报状态', options: [{ label: '已上报', value: 1 }, { label: '未上报', value: 0 }] },
    { kind: 'text', key: 'keywords', label: `${noun}名称或编号`, maxLength: 40 },
  ];
  const columns: Column<CityReportTarget>[] = [
    { key: 'name', title: `${noun}名称`, width: 200, fixed: 'left' },
    { key: 'code', title: `${noun}编号`, width: 120 },
    { key: 'merchant_name', title: '所属商户', width: 180, ellipsis: true },
    { key: 'region_name', title: '所在区域', width: 200 },
    { key: 'reported', title: '上报状态', width: 100, render: (r) => (r.reported ? <Tag color="processing">已上报</Tag> : <Tag>未上报</Tag>) },
    { key: 'report_time', title: '加入上报时间', width: 170, value: (r) => (r.report_time ? formatDateTime(r.report_time) : '-') },
  ];
  const actions: RowAction<CityReportTarget>[] = [
    { key: 'add', label: '加入上报', permission: codes(kind).update, when: (r) => !r.reported, onClick: (r) => set([r], true) },
    {
      key: 'remove',
      label: '移出上报',
      danger: true,
      permission: codes(kind).update,
      when: (r) => r.reported,
      confirm: (r) => `移出后不再向城市平台上报「${r.name}」的数据。确定移出吗？`,
      onClick: (r) => set([r], false),
    },
  ];

  if (report.error) return <ErrorPanel error={report.error} onRetry={() => void report.refetch()} />;
  const r = report.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        size="small"
        loading={report.isLoading}
        title={r ? `${r.city_name} · ${r.platform_name}` : `${cityReportKinds[kind]}上报配置`}
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(listOf(kind, params.get('from')))}>
            返回
          </Button>
        }
      >
        {r && (
          <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
            <Descriptions.Item label="状态"><ReportStatusTag status={r.status} /></Descriptions.Item>
            <Descriptions.Item label="上报频率">{intervalOptions.find((o) => o.value === r.interval_minutes)?.label}</Descriptions.Item>
            <Descriptions.Item label={`上报${noun}`}>{r.target_count} 个</Descriptions.Item>
            <Descriptions.Item label="最近上报">{r.last_report_time ? formatDateTime(r.last_report_time) : '尚未上报'}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      {id > 0 && (
        <ListPage
          id={`city-report-${kind}-targets`}
          call={c.targets}
          rowKey="code"
          fixedQuery={{ report: id }}
          filters={filters}
          columns={columns}
          actions={actions}
          selectable={mayUpdate}
          toolbar={({ selected }) =>
            mayUpdate && (
              <Space>
                <Button type="primary" disabled={!selected.some((s) => !s.reported)} onClick={() => void set(selected, true)}>
                  加入上报{selected.length ? `（${selected.filter((s) => !s.reported).length}）` : ''}
                </Button>
                <Button danger disabled={!selected.some((s) => s.reported)} onClick={() => remove(selected)}>
                  移出上报
                </Button>
              </Space>
            )
          }
        />
      )}
    </Space>
  );
}
