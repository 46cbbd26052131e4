import { formatDateTime, TOKEN_BATCH_MAX_TOKENS, TOKEN_CREATE_MAX, TokenBatchStatus, tokenBatchGet, tokenBatchList, tokenCreate, tokenList, type CallReply } from '@console/contract';
import { Form, InputNumber, QRCode, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { CallTable } from '../../../widgets/resource/call-table';
import { DetailPage, type DetailAction, type DetailField } from '../../../widgets/resource/detail-page';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import type { Column } from '../../../widgets/resource/types';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { TOKEN_EDIT, TOKEN_LIST } from '../paths';
import { BatchStatusTag, couponText, CREATE, limitText, periodText, UPDATE, type TokenBatch } from './shared';
import { useBatchActions } from './use-batch-actions';

type Token = CallReply<typeof tokenList>['row'][number];

const fields: DetailField<TokenBatch>[] = [
  { key: 'name', label: '批次名称' },
  { key: 'status', label: '状态', render: (b) => <BatchStatusTag status={b.status} /> },
  { key: 'coupon', label: '优惠券', value: couponText },
  { key: 'token_count', label: '固定码数量' },
  { key: 'grant_count', label: '已发放张数' },
  { key: 'limits', label: '每码发放上限', value: limitText },
  { key: 'period', label: '有效期', value: periodText },
  { key: 'creator', label: '创建人' },
  { key: 'create_time', label: '创建时间', value: (b) => formatDateTime(b.create_time) },
  { key: 'remark', label: '备注', span: 'filled' },
];

/** Each token: its code (copied in full with 复制) and its QR image, with what it has granted (0 until grants exist). */
const tokenColumns: Column<Token>[] = [
  { key: 'qr', title: '二维码', width: 110, render: (t) => <QRCode value={t.code} size={80} bordered={false} style={{ padding: 0 }} aria-label={`固定码 ${t.code} 的二维码`} /> },
  { key: 'code', title: '固定码', width: 260, render: (t) => <Typography.Text copyable={{ text: t.code, tooltips: ['复制', '已复制'] }} code>{t.code}</Typography.Text> },
  { key: 'grant_count', title: '累计发放', width: 100 },
  { key: 'today_grant_count', title: '今日发放', width: 100 },
  { key: 'last_grant_time', title: '最近发放', width: 170, value: (t) => (t.last_grant_time ? formatDateTime(t.last_grant_time) : '-') },
  { key: 'create_time', title: '生成时间', width: 170, value: (t) => formatDateTime(t.create_time) },
];

/** 追加固定码: more tokens for an enabled batch (up to 1,000 in one batch). */
function AddTokensDialog({ batch, onClose }: { batch: TokenBatch | null; onClose: () => void }) {
  const room = batch ? Math.min(TOKEN_CREATE_MAX, TOKEN_BATCH_MAX_TOKENS - batch.token_count) : 0;
  return (
    <FormDialog<{ count: number }>
      open={!!batch}
      title={`追加固定码 · ${batch?.name ?? ''}`}
      name="token-add"
      okText="生成"
      initialValues={{ count: Math.min(10, room) }}
      changes={[tokenList, tokenBatchList, tokenBatchGet]}
      onClose={onClose}
      onSubmit={async ({ count }) => {
        const { token_count } = await send(tokenCreate, { batch: batch!.id, count });
        return `已生成 ${count} 个固定码，批次共 ${token_count} 个`;
      }}
    >
      <Form.Item name="count" label="追加数量" rules={[{ required: true, message: '请输入追加数量' }]} extra={`本批次已有 ${batch?.token_count ?? 0} 个，最多 ${TOKEN_BATCH_MAX_TOKENS} 个`}>
        <InputNumber aria-label="追加数量" min={1} max={Math.max(room, 1)} precision={0} suffix="个" style={{ width: 200 }} />
      </Form.Item>
    </FormDialog>
  );
}

/** 固定码详情 (?id=): the batch, its tokens (code and QR image each) and its 操作记录; 编辑, 追加固定码, 作废 / 启用, 删除. */
export default function TokenBatchDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const [adding, setAdding] = useState<TokenBatch | null>(null);
  const lifecycle = useBatchActions<TokenBatch>(() => navigate(TOKEN_LIST));
  const actions: DetailAction<TokenBatch>[] = [
    { key: 'edit', label: '编辑', primary: true, permission: UPDATE, onClick: (b) => navigate(`${TOKEN_EDIT}?id=${b.id}`) },
    { key: 'add', label: '追加固定码', permission: CREATE, when: (b) => b.status === TokenBatchStatus.enabled && b.token_count < TOKEN_BATCH_MAX_TOKENS, onClick: (b) => setAdding(b) },
    ...lifecycle,
  ];
  return (
    <>
      <DetailPage<TokenBatch>
        loadKey={[tokenBatchGet.path, id]}
        load={() => send(tokenBatchGet, { id })}
        title={(b) => `${b.name} · 固定码`}
        fields={fields}
        back={TOKEN_LIST}
        actions={actions}
        tabs={[
          {
            key: 'tokens',
            label: '固定码',
            render: (b) => <CallTable id="token-list" call={tokenList} query={{ batch: b.id }} rowKey="id" columns={tokenColumns} />,
          },
          {
            key: 'timeline',
            label: '操作记录',
            render: (b) => <AuditTimeline type="mcoupon_token_batch" id={b.id} />,
          },
        ]}
      />
      <AddTokensDialog batch={adding} onClose={() => setAdding(null)} />
    </>
  );
}
