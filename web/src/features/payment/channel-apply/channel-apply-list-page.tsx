import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { ChannelApplyStatus, channelApplyCount, channelApplyList, channelApplyStatusNames, channelCategoryNames, formatDateTime, paymentChannelList, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Space, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { ExternalLinkDialog, type ExternalLinkFor } from './external-link-dialog';
import { applyLink, CHANNEL_APPLY_AUDIT, CHANNEL_APPLY_CREATE, CHANNEL_APPLY_DETAIL, CHANNEL_APPLY_EDIT } from './paths';
import { ApplyStatusTag, contractTypeText, editable, statusTabs } from './shared';

type Row = CallReply<typeof channelApplyList>['row'][number];

/** What differs between the partner's list (its customers', with 新建/审核/编辑) and the payment merchant's own. */
export interface ListPaths {
  id: string;
  /** The partner files for merchants below it: the merchant filter and the write actions. */
  partner: boolean;
}
export const listPaths = {
  partner: { id: 'channel-apply-list', partner: true },
  merchant: { id: 'merchant-channel-apply-list', partner: false },
} satisfies Record<string, ListPaths>;

const CREATE = ['payment:partner:channel:apply:create'];
const UPDATE = ['payment:partner:channel:apply:update'];
const EXTERNAL = ['payment:partner:channel:apply:external'];
const PARTNER_AUDIT = 'payment:partner:channel:apply:audit';
const CHANNEL_AUDIT = 'payment:channel:apply:audit';

const useChannelOptions = () =>
  useQuery({ queryKey: [paymentChannelList.path], queryFn: () => send(paymentChannelList, {}, { silent: true }), staleTime: Infinity }).data?.row.map((c) => ({ label: c.name, value: c.code })) ?? [];

const columns = (open: (r: Row) => void, partner: boolean): Column<Row>[] => [
  { key: 'apply_no', title: '进件编号', width: 170, fixed: 'left', render: (r) => <Typography.Link onClick={() => open(r)}>{r.apply_no}</Typography.Link> },
  { key: 'merchant', title: '进件商户', width: 160, ellipsis: true, value: (r) => r.merchant.name },
  { key: 'channel_name', title: '支付通道', width: 130 },
  { key: 'category_id', title: '通道类型', width: 150, value: (r) => channelCategoryNames[r.category_id] ?? r.category_id },
  { key: 'contract_type', title: '签约方式', width: 90, value: (r) => contractTypeText(r.contract_type) },
  { key: 'status', title: '状态', width: 100, render: (r) => <ApplyStatusTag status={r.status} /> },
  { key: 'reason', title: '驳回或异常原因', width: 220, ellipsis: true, value: (r) => r.reason || '-' },
  { key: 'contract_no', title: '合同编号', width: 170, value: (r) => r.contract_no || '-' },
  { key: 'account', title: '结算账户', width: 200, ellipsis: true, value: (r) => `${r.account_name} ${r.account_no}` },
  { key: 'partner', title: '受理方', width: 150, ellipsis: true, value: (r) => r.partner.name, defaultHidden: !partner },
  { key: 'create_time', title: '申请时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

/**
 * 进件申请: applications by state (tabs with counts from `payment/channel/apply/count`). `?abnormal=1` (the to-do's
 * 去处理) shows only the abnormal ones, tagged. The partner's list adds 新建进件, 审核 and 编辑.
 */
export function ChannelApplyList({ paths }: { paths: ListPaths }) {
  const gate = useGate();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const channels = useChannelOptions();
  const [linkFor, setLinkFor] = useState<ExternalLinkFor>();
  const abnormal = params.get('abnormal') === '1';
  const status = abnormal ? String(ChannelApplyStatus.abnormal) : (params.get('status') ?? '');
  const narrowing = { merchant: params.get('merchant') || undefined, channel: params.get('channel') || undefined, apply_no: params.get('apply_no') || undefined };
  const fixedQuery = useMemo(
    () => ({ query_mode: 1, ...(abnormal ? { abnormal: 1 } : status ? { status: Number(status) } : {}) }),
    [abnormal, status],
  );
  const counts = useQuery({
    queryKey: [channelApplyCount.path, narrowing],
    queryFn: () => send(channelApplyCount, { query_mode: 1, ...narrowing, merchant: narrowing.merchant ? Number(narrowing.merchant) : undefined }, { silent: true }),
  });
  const countOf = (s: number) => counts.data?.row.find((r) => r.status === s)?.count ?? 0;

  const filters: FilterField[] = [
    ...(paths.partner ? [{ kind: 'remote', key: 'merchant', label: '进件商户', source: 'merchant-below', placeholder: '商户名称或商户号' } as const] : []),
    { kind: 'select', key: 'channel', label: '支付通道', options: channels },
    { kind: 'text', key: 'apply_no', label: '进件编号', maxLength: 20 },
  ];
  const open = (r: Row) => navigate(applyLink(CHANNEL_APPLY_DETAIL, r.apply_no));
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: open },
    {
      key: 'audit',
      label: '审核',
      when: (r) =>
        (r.status === ChannelApplyStatus.pending && gate({ permission: [PARTNER_AUDIT] })) ||
        ((r.status === ChannelApplyStatus.channel || r.status === ChannelApplyStatus.signing) && gate({ permission: [CHANNEL_AUDIT] })),
      onClick: (r) => navigate(applyLink(CHANNEL_APPLY_AUDIT, r.apply_no)),
    },
    { key: 'edit', label: '编辑', permission: UPDATE, when: editable, onClick: (r) => navigate(applyLink(CHANNEL_APPLY_EDIT, r.apply_no)) },
    // A returned application, filled in again by someone without an account (外部填写链接).
    { key: 'external', label: '外部填写链接', permission: EXTERNAL, when: (r) => paths.partner && editable(r), onClick: (r) => setLinkFor({ merchant: r.merchant, applyNo: r.apply_no }) },
  ];
  const pick = (key: string) => {
    const next = new URLSearchParams(params);
    next.delete('abnormal');
    next.delete('page_index');
    if (key === 'all') next.delete('status');
    else next.set('status', key);
    setParams(next);
  };
  const showAll = () => {
    const next = new URLSearchParams(params);
    next.delete('abnormal');
    setParams(next);
  };

  return (
    <>
      <Tabs
        activeKey={status || 'all'}
        onChange={pick}
        data-testid="channel-apply-tabs"
        items={[
          { key: 'all', label: <Space size={4}>全部<Badge count={counts.data?.total ?? 0} showZero overflowCount={9999} color="#bfbfbf" /></Space> },
          ...statusTabs.map((s) => ({
            key: String(s),
            label: (
              <Space size={4}>
                {channelApplyStatusNames[s]}
                <Badge count={countOf(s)} showZero overflowCount={9999} color={s === ChannelApplyStatus.abnormal && countOf(s) ? undefined : '#bfbfbf'} />
              </Space>
            ),
          })),
        ]}
        tabBarExtraContent={
          abnormal && (
            <Tag color="error" closable onClose={showAll} data-testid="abnormal-tag">
              待办：只看异常的进件申请
            </Tag>
          )
        }
      />
      <ListPage
        id={paths.id}
        call={channelApplyList}
        rowKey="apply_no"
        filters={filters}
        fixedQuery={fixedQuery}
        columns={columns(open, paths.partner)}
        actions={actions}
        toolbar={() =>
          paths.partner && (
            <Space>
              {gate({ permission: CREATE }) && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(CHANNEL_APPLY_CREATE)}>
                  新建进件
                </Button>
              )}
              {gate({ permission: EXTERNAL }) && (
                <Button icon={<LinkOutlined />} onClick={() => setLinkFor({})}>
                  外部填写链接
                </Button>
              )}
            </Space>
          )
        }
      />
      <ExternalLinkDialog target={linkFor} onClose={() => setLinkFor(undefined)} />
    </>
  );
}

export default function PartnerChannelApplyListPage() {
  return <ChannelApplyList paths={listPaths.partner} />;
}

export function MerchantChannelApplyListPage() {
  return <ChannelApplyList paths={listPaths.merchant} />;
}
