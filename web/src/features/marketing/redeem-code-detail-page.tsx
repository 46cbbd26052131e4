import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { bonusTokenDetail, bonusTokenStatuses, formatDateTime, type CallReply } from '@console/contract';
import { App, Button, Space, Table, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { copyToClipboard } from '../../widgets/copy-text/copy-text';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { activityDetail } from './shared';

type Batch = CallReply<typeof bonusTokenDetail>;

const fields: DetailField<Batch>[] = [
  { key: 'event_name', label: '所属活动' },
  { key: 'value_name', label: '奖品' },
  { key: 'count', label: '已兑换 / 数量', value: (b) => `${b.redeemed} / ${b.count}` },
  { key: 'expire_date', label: '兑换截止日期' },
  { key: 'operator', label: '生成人', value: (b) => `${b.operator}，${formatDateTime(b.create_time)}` },
];

const statusColors: Record<number, string> = { 0: 'processing', 1: 'success', [-1]: 'default' };

/** The batch's codes as a CSV the browser saves (a batch holds at most 1,000 codes: no export job needed). */
export const codesCsv = (batch: Pick<Batch, 'tokens'>) =>
  ['兑换码,状态,兑换商户,兑换时间', ...batch.tokens.map((t) => [t.code, bonusTokenStatuses[t.status], t.player_name, t.redeem_time ? formatDateTime(t.redeem_time) : ''].join(','))].join('\n');

function Codes({ batch }: { batch: Batch }) {
  const { message } = App.useApp();
  const unused = batch.tokens.filter((t) => t.status === 0).map((t) => t.code);
  const download = () => {
    const url = URL.createObjectURL(new Blob([`\uFEFF${codesCsv(batch)}`], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `兑换码-${batch.name}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button icon={<CopyOutlined />} disabled={unused.length === 0} onClick={async () => message[(await copyToClipboard(unused.join('\n'))) ? 'success' : 'error'](`已复制 ${unused.length} 个未兑换的兑换码`)}>
          复制未兑换的兑换码
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          下载 CSV
        </Button>
      </Space>
      <Table
        rowKey="id"
        size="small"
        dataSource={batch.tokens}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (n) => `共 ${n} 个` }}
        columns={[
          { key: 'code', title: '兑换码', width: 180, render: (_, t) => <span style={{ fontFamily: 'monospace', letterSpacing: 1 }}>{t.code}</span> },
          { key: 'status', title: '状态', width: 90, render: (_, t) => <Tag color={statusColors[t.status]}>{bonusTokenStatuses[t.status]}</Tag> },
          { key: 'player', title: '兑换商户', render: (_, t) => (t.player ? `${t.player_name}（${t.player}）` : '-') },
          { key: 'time', title: '兑换时间', width: 170, render: (_, t) => (t.redeem_time ? formatDateTime(t.redeem_time) : '-') },
        ]}
      />
    </>
  );
}

/** 兑换码详情 (?id=): the batch and all its codes; copy the unused ones, or download them all as CSV. */
export default function RedeemCodeDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  return (
    <DetailPage<Batch>
      loadKey={[bonusTokenDetail.path, id]}
      load={() => send(bonusTokenDetail, { id })}
      title={(b) => b.name}
      back="/marketing-center/manage/batch"
      fields={fields}
      actions={[{ key: 'event', label: '查看活动', onClick: (b) => navigate(activityDetail(b.event)) }]}
      tabs={[{ key: 'codes', label: '兑换码', render: (b) => <Codes batch={b} /> }]}
    />
  );
}
