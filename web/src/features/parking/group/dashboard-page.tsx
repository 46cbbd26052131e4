import { groupDashboardMembers, type CallReply } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Table, Tag } from 'antd';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { Chart } from '../../../widgets/chart';
import { ParkingAnalysis } from '../../dashboards/parking-overview-page';
import { yuan, type Period } from '../../dashboards/period';

// 集团看板 (`/group/dashboard`): the parking dashboard over the group's members (today by the hour, refreshed every
// minute) and, for the same period, each member side by side — income, traffic, lots, cards and releases waiting.
// docs/decisions.md, "The group's person cards and dashboard".

type Member = CallReply<typeof groupDashboardMembers>['rows'][number];
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 1000) / 10}%` : '-');

function Members({ period }: { period: Period }) {
  const query = useQuery({
    queryKey: [groupDashboardMembers.path, period],
    queryFn: () => send(groupDashboardMembers, period, { silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  if (query.error) return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data?.rows ?? [];
  return (
    <>
      <Card title="成员收入对比" loading={query.isLoading}>
        <Chart
          data-testid="group-member-income"
          kind="stacked"
          x={rows.map((r) => r.merchant_name)}
          series={[
            { name: '临停实收', values: rows.map((r) => r.temp_paid), format: yuan },
            { name: '月卡收入', values: rows.map((r) => r.monthly_amount), format: yuan },
          ]}
        />
      </Card>
      <Card title="成员商户" loading={query.isLoading}>
        <Table<Member>
          data-testid="group-members"
          rowKey="merchant"
          size="small"
          pagination={false}
          dataSource={rows}
          scroll={{ x: 1100 }}
          columns={[
            { key: 'name', title: '成员商户', fixed: 'left', width: 170, render: (_, r) => `${r.merchant_name}（${r.merchant}）` },
            { key: 'income', title: '停车收入', width: 120, render: (_, r) => yuan(r.temp_paid + r.monthly_amount), sorter: (a, b) => a.temp_paid + a.monthly_amount - b.temp_paid - b.monthly_amount },
            { key: 'temp', title: '临停实收', width: 130, render: (_, r) => `${yuan(r.temp_paid)} · ${r.temp_count} 笔` },
            { key: 'monthly', title: '月卡收入', width: 130, render: (_, r) => `${yuan(r.monthly_amount)} · ${r.monthly_count} 笔` },
            { key: 'entries', title: '入场车次', width: 90, dataIndex: 'entries', sorter: (a, b) => a.entries - b.entries },
            { key: 'parks', title: '停车场', width: 70, dataIndex: 'parks' },
            { key: 'space', title: '场内 / 车位', width: 120, render: (_, r) => `${r.in_lot} / ${r.total_space}（${percent(r.in_lot, r.total_space)}）` },
            { key: 'cards', title: '生效月卡', width: 90, dataIndex: 'active_cards' },
            { key: 'expiring', title: '30 天内到期', width: 100, render: (_, r) => (r.expiring_cards ? <Tag color="warning">{r.expiring_cards}</Tag> : 0) },
            { key: 'releases', title: '待审核放行', width: 100, render: (_, r) => (r.pending_releases ? <Tag color="error">{r.pending_releases}</Tag> : 0) },
          ]}
        />
      </Card>
    </>
  );
}

export default function GroupDashboardPage() {
  return <ParkingAnalysis dashboard showMerchant below={(period) => <Members period={period} />} />;
}
