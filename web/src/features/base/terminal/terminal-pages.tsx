import { formatDateTime, terminalGet, terminalList, terminalTypeNames, type CallReply } from '@console/contract';
import { Badge, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { DetailPage, type DetailField } from '../../../widgets/resource/detail-page';
import { merchantFilter } from '../../../widgets/resource/filters';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { EnabledTag } from '../../../widgets/status-tag/enabled-tag';

export const TERMINAL_LIST = '/base/services/terminal/list';
export const TERMINAL_DETAIL = '/base/services/terminal/detail';

type Row = CallReply<typeof terminalList>['row'][number];
type Detail = CallReply<typeof terminalGet>;

const typeOptions = Object.entries(terminalTypeNames).map(([value, label]) => ({ label, value: Number(value) }));
const OnlineBadge = ({ online }: { online: boolean }) => <Badge status={online ? 'success' : 'default'} text={online ? '在线' : '离线'} />;
const lastOnline = (r: { online: boolean; last_online_time: string }) => (r.online ? '当前在线' : r.last_online_time ? formatDateTime(r.last_online_time) : '从未上线');

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '终端', placeholder: '序列号或型号', maxLength: 40 },
  merchantFilter,
  { kind: 'select', key: 'type', label: '终端类型', options: typeOptions },
  { kind: 'select', key: 'online', label: '在线状态', options: [{ label: '在线', value: 1 }, { label: '离线', value: 0 }] },
];

const columns = (open: (r: Row) => void): Column<Row>[] => [
  { key: 'sn', title: '终端序列号', width: 170, fixed: 'left', render: (r) => <Typography.Link onClick={() => open(r)}>{r.sn}</Typography.Link> },
  { key: 'type', title: '终端类型', width: 130, value: (r) => terminalTypeNames[r.type] ?? r.type },
  { key: 'model', title: '型号', width: 110, value: (r) => `${r.vendor} ${r.model}` },
  { key: 'merchant_name', title: '所属商户', width: 170, ellipsis: true },
  { key: 'place', title: '安装位置', width: 220, ellipsis: true },
  { key: 'online', title: '在线状态', width: 100, render: (r) => <OnlineBadge online={r.online} /> },
  { key: 'last_online_time', title: '最近在线', width: 170, value: lastOnline },
  { key: 'status', title: '状态', width: 80, render: (r) => <EnabledTag enabled={r.status === 1} /> },
  { key: 'bind_time', title: '绑定时间', width: 170, value: (r) => formatDateTime(r.bind_time), defaultHidden: true },
];

/** 终端列表 (基础服务 › 终端管理): every merchant's terminals with their online state; → 终端详情. */
export function TerminalListPage() {
  const navigate = useNavigate();
  const open = (r: Row) => navigate(`${TERMINAL_DETAIL}?sn=${encodeURIComponent(r.sn)}`);
  return <ListPage id="base-terminal" call={terminalList} rowKey="sn" filters={filters} columns={columns(open)} actions={[{ key: 'detail', label: '详情', onClick: open }]} />;
}

const fields: DetailField<Detail>[] = [
  { key: 'type', label: '终端类型', value: (r) => terminalTypeNames[r.type] ?? String(r.type) },
  { key: 'vendor', label: '厂商 / 型号', value: (r) => `${r.vendor} ${r.model}` },
  { key: 'firmware', label: '固件版本' },
  { key: 'merchant', label: '所属商户', value: (r) => `${r.merchant_name}（${r.merchant}）` },
  { key: 'place', label: '安装位置' },
  { key: 'online', label: '在线状态', render: (r) => <OnlineBadge online={r.online} /> },
  { key: 'last_online_time', label: '最近在线', value: lastOnline },
  { key: 'status', label: '状态', render: (r) => <EnabledTag enabled={r.status === 1} /> },
  { key: 'bind_time', label: '绑定时间', value: (r) => formatDateTime(r.bind_time) },
  { key: 'create_time', label: '登记时间', value: (r) => formatDateTime(r.create_time) },
  { key: 'remark', label: '备注', span: 'filled' },
];

/** 终端详情 (?sn=). */
export function TerminalDetailPage() {
  const [params] = useSearchParams();
  const sn = params.get('sn') ?? '';
  return <DetailPage<Detail> loadKey={[terminalGet.path, sn]} load={() => send(terminalGet, { sn })} title={(r) => `终端 ${r.sn}`} fields={fields} back={TERMINAL_LIST} />;
}
