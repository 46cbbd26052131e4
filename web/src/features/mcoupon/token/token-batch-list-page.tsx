import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, tokenBatchList, type CallReply } from '@console/contract';
import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { TOKEN_CREATE, TOKEN_DETAIL, TOKEN_EDIT } from '../paths';
import { BatchStatusTag, batchStatusOptions, couponText, CREATE, limitText, periodText, UPDATE } from './shared';
import { useBatchActions } from './use-batch-actions';

type Row = CallReply<typeof tokenBatchList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '批次名称', maxLength: 30 },
  { kind: 'select', key: 'status', label: '状态', options: batchStatusOptions },
];

const columns = (open: (row: Row) => void): Column<Row>[] => [
  { key: 'name', title: '批次名称', width: 180, fixed: 'left', ellipsis: true, render: (r) => <Typography.Link onClick={() => open(r)}>{r.name}</Typography.Link> },
  { key: 'status', title: '状态', width: 90, render: (r) => <BatchStatusTag status={r.status} /> },
  { key: 'coupon', title: '优惠券', width: 200, ellipsis: true, value: couponText },
  { key: 'token_count', title: '固定码数', width: 90 },
  { key: 'grant_count', title: '已发放', width: 90 },
  { key: 'limits', title: '每码发放上限', width: 190, value: limitText },
  { key: 'period', title: '有效期', width: 210, value: periodText },
  { key: 'creator', title: '创建人', width: 90, defaultHidden: true },
  { key: 'create_time', title: '创建时间', width: 170, value: (r) => formatDateTime(r.create_time), defaultHidden: true },
];

/** 固定码 (`/parking-coupon/parking/token`, a dynamic route): the merchant's batches of fixed QR tokens. */
export default function TokenBatchListPage() {
  const gate = useGate();
  const navigate = useNavigate();
  const open = (r: Row) => navigate(`${TOKEN_DETAIL}?id=${r.id}`);
  const lifecycle = useBatchActions<Row>();
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'edit', label: '编辑', permission: UPDATE, onClick: (r) => navigate(`${TOKEN_EDIT}?id=${r.id}`) },
    ...lifecycle,
  ];
  return (
    <ListPage
      id="token-batch-list"
      call={tokenBatchList}
      rowKey="id"
      filters={filters}
      columns={columns(open)}
      actions={actions}
      toolbar={() =>
        gate({ permission: CREATE }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(TOKEN_CREATE)}>
            新建固定码
          </Button>
        )
      }
    />
  );
}
