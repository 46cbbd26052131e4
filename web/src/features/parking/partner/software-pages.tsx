import {
  formatMoney, parkingSoftware, parkingSoftwareList, parkingSoftwareStatistics, partnerSoftwareGet, partnerSoftwareList, partnerSoftwareStatus, softwareStates, todayInChina,
  type CallReply,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Col, Empty, Row, Skeleton, Table } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { Chart } from '../../../widgets/chart';
import { merchantFilter } from '../../../widgets/resource/filters';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { StatisticCards } from '../../../widgets/statistic-cards/statistic-cards';
import { SoftwareStateTag, softwarePath, yuan } from '../../partner/shared';
import { SOFTWARE_LIST } from './paths';

// 软件列表 and 软件统计 (document 2 §2 "Parking partner"; the ParkingSoftware menu feature): the 停车软件 registrations of
// 合作伙伴 across the partner's customers. docs/decisions.md, "Parking partner: records, data collection, other parks,
// software, vehicle mock, passports".

type SoftwareRow = CallReply<typeof parkingSoftwareList>['row'][number];

const softwareOptions = Object.entries(parkingSoftware).map(([value, label]) => ({ label, value }));
const stateOptions = Object.entries(softwareStates).map(([value, label]) => ({ label, value }));

const filters: FilterField[] = [
  merchantFilter,
  { kind: 'select', key: 'software', label: '软件', options: softwareOptions },
  { kind: 'select', key: 'state', label: '使用状态', options: stateOptions },
  { kind: 'text', key: 'keywords', label: '关键词', placeholder: '客户名称或版本', maxLength: 50 },
];

/** 软件列表: which parking software each customer runs, its period, fees and parks; 编辑 and 停用 / 启用 are 合作伙伴's. */
export function SoftwareListPage() {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const changed = useChanged(parkingSoftwareList, parkingSoftwareStatistics, partnerSoftwareList, partnerSoftwareGet);
  const today = todayInChina();
  const setStatus = (row: SoftwareRow, status: 0 | 1) => {
    modal.confirm({
      title: `${status ? '启用' : '停用'}「${row.merchant_name}」的${row.software_name}？`,
      content: status ? '启用后按登记的服务期计算使用状态。' : '停用后该客户的停车软件显示为已停用，可随时再启用。',
      okText: status ? '启用' : '停用',
      cancelText: '取消',
      okButtonProps: { danger: !status },
      onOk: async () => {
        await send(partnerSoftwareStatus, { id: row.id, status });
        await changed(status ? '已启用' : '已停用');
      },
    });
  };
  const columns: Column<SoftwareRow>[] = [
    { key: 'merchant_name', title: '客户', width: 180, fixed: 'left', ellipsis: true, value: (r) => `${r.merchant_name}（${r.merchant}）` },
    { key: 'software_name', title: '软件', width: 120 },
    { key: 'version', title: '版本', width: 90, value: (r) => r.version || '-' },
    { key: 'state', title: '使用状态', width: 100, render: (r) => <SoftwareStateTag software={r} today={today} /> },
    { key: 'period', title: '服务期', width: 210, value: (r) => `${r.start_date} 至 ${r.end_date ?? '长期'}` },
    { key: 'park_count', title: '停车场', width: 80, value: (r) => `${r.park_count} 个` },
    { key: 'space_count', title: '总车位', width: 90 },
    { key: 'today_entries', title: '今日入场', width: 90 },
    { key: 'annual_fee', title: '年服务费', width: 120, value: (r) => yuan(r.annual_fee) },
    { key: 'install_fee', title: '实施费', width: 110, value: (r) => yuan(r.install_fee), defaultHidden: true },
    { key: 'remark', title: '备注', width: 200, ellipsis: true, defaultHidden: true },
  ];
  const actions: RowAction<SoftwareRow>[] = [
    {
      key: 'edit',
      label: '编辑',
      permission: ['partner:software:update'],
      onClick: (r) => navigate(softwarePath('customer', 'parking', 'edit', new URLSearchParams({ merchant: String(r.merchant), id: String(r.id) }).toString())),
    },
    { key: 'disable', label: '停用', danger: true, permission: ['partner:software:update'], when: (r) => r.status === 1, onClick: (r) => setStatus(r, 0) },
    { key: 'enable', label: '启用', permission: ['partner:software:update'], when: (r) => r.status !== 1, onClick: (r) => setStatus(r, 1) },
  ];
  return <ListPage id="parking-software-list" call={parkingSoftwareList} rowKey="id" filters={filters} columns={columns} actions={actions} visibleFilters={3} />;
}

/** 软件统计: the customers' parking software by system — how many run it and in what state, their parks and today's traffic. */
export function SoftwareStatisticsPage() {
  const navigate = useNavigate();
  const stats = useQuery({ queryKey: [parkingSoftwareStatistics.path], queryFn: () => send(parkingSoftwareStatistics, {}, { silent: true }) });
  const s = stats.data;
  const shown = s?.by_software.filter((g) => g.customers > 0) ?? [];
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <StatisticCards
        data-testid="parking-software-statistics"
        loading={stats.isPending}
        items={[
          { key: 'customers', title: '已登记客户', value: s?.summary.customers, suffix: '个', to: SOFTWARE_LIST },
          { key: 'active', title: '使用中', value: s?.summary.active, suffix: '个', to: `${SOFTWARE_LIST}?state=active` },
          { key: 'expired', title: '已到期', value: s?.summary.expired, suffix: '个', to: `${SOFTWARE_LIST}?state=expired` },
          { key: 'disabled', title: '已停用', value: s?.summary.disabled, suffix: '个' },
          { key: 'unregistered', title: '未登记软件的停车客户', value: s?.summary.unregistered, suffix: '个' },
          { key: 'parks', title: '接入停车场', value: s?.summary.parks, suffix: '个' },
          { key: 'today_entries', title: '今日入场', value: s?.summary.today_entries, suffix: '辆' },
          { key: 'annual_fee', title: '年服务费合计', value: s?.summary.annual_fee, format: 'money' },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="各软件的客户">
            {s ? (
              shown.length ? (
                <Chart
                  kind="stacked"
                  title="各软件的客户（按使用状态）"
                  data-testid="parking-software-customers"
                  x={shown.map((g) => g.software_name)}
                  series={[
                    { name: '使用中', values: shown.map((g) => g.active) },
                    { name: '未生效', values: shown.map((g) => g.pending) },
                    { name: '已到期', values: shown.map((g) => g.expired) },
                    { name: '已停用', values: shown.map((g) => g.disabled) },
                  ]}
                />
              ) : (
                <Empty description="还没有客户登记停车软件" />
              )
            ) : (
              <Skeleton active />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="各软件的停车场与今日入场">
            {s ? (
              shown.length ? (
                <Chart
                  kind="bar"
                  title="各软件接入的停车场与今日入场车辆"
                  data-testid="parking-software-parks"
                  x={shown.map((g) => g.software_name)}
                  series={[
                    { name: '停车场', values: shown.map((g) => g.parks) },
                    { name: '今日入场', values: shown.map((g) => g.today_entries), axis: 'right' },
                  ]}
                />
              ) : (
                <Empty description="还没有客户登记停车软件" />
              )
            ) : (
              <Skeleton active />
            )}
          </Card>
        </Col>
        <Col xs={24}>
          <Card title="按软件汇总">
            <Table
              data-testid="parking-software-table"
              rowKey="software"
              size="small"
              loading={stats.isPending}
              pagination={false}
              dataSource={s?.by_software ?? []}
              columns={[
                { key: 'name', title: '软件', dataIndex: 'software_name', render: (name: string, g) => <a onClick={() => navigate(`${SOFTWARE_LIST}?software=${g.software}`)}>{name}</a> },
                { key: 'customers', title: '客户', dataIndex: 'customers' },
                { key: 'active', title: '使用中', dataIndex: 'active' },
                { key: 'expired', title: '已到期', dataIndex: 'expired' },
                { key: 'disabled', title: '已停用', dataIndex: 'disabled' },
                { key: 'parks', title: '停车场', dataIndex: 'parks' },
                { key: 'spaces', title: '总车位', dataIndex: 'spaces' },
                { key: 'today', title: '今日入场', dataIndex: 'today_entries' },
                { key: 'fee', title: '年服务费', dataIndex: 'annual_fee', render: (fen: number) => `${formatMoney(fen)} 元` },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title="30 天内到期">
            <Table
              data-testid="parking-software-expiring"
              rowKey="id"
              size="small"
              loading={stats.isPending}
              pagination={false}
              locale={{ emptyText: '30 天内没有到期的停车软件' }}
              dataSource={s?.expiring ?? []}
              columns={[
                { key: 'merchant', title: '客户', render: (_, r) => `${r.merchant_name}（${r.merchant}）` },
                { key: 'software', title: '软件', dataIndex: 'software_name' },
                { key: 'version', title: '版本', dataIndex: 'version' },
                { key: 'end', title: '到期日期', dataIndex: 'end_date' },
                { key: 'fee', title: '年服务费', dataIndex: 'annual_fee', render: (fen: number) => `${formatMoney(fen)} 元` },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
