import { bonusAuditStatuses, bonusEventStatuses, bonusEventTypes, bonusIssuers, bonusValueKinds, formatMoney } from '@console/contract';
import { Tag } from 'antd';

export * from './paths';

const options = (names: Record<number | string, string>, numeric = true) =>
  Object.entries(names).map(([value, label]) => ({ label, value: numeric ? Number(value) : value }));
export const eventStatusOptions = options(bonusEventStatuses).sort((a, b) => [0, 1, -1, 2].indexOf(a.value as number) - [0, 1, -1, 2].indexOf(b.value as number));
export const eventTypeOptions = options(bonusEventTypes);
export const issuerOptions = options(bonusIssuers, false);
export const valueKindOptions = options(bonusValueKinds);
export const auditStatusOptions = options(bonusAuditStatuses);

const eventColors: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'default', [-1]: 'warning' };
export const EventStatusTag = ({ status }: { status: number }) => <Tag color={eventColors[status]}>{bonusEventStatuses[status] ?? status}</Tag>;
const auditColors: Record<number, string> = { 0: 'gold', 1: 'success', 2: 'error' };
export const AuditStatusTag = ({ status }: { status: number }) => <Tag color={auditColors[status]}>{bonusAuditStatuses[status] ?? status}</Tag>;
export const ValueStatusTag = ({ status }: { status: number }) => (status === 1 ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>);

/** 剩余 / 累计, red when nothing is left. */
export const StockText = ({ remaining, stock }: { remaining: number; stock: number }) => (
  <span style={{ color: remaining === 0 ? '#ff4d4f' : undefined }}>
    {remaining.toLocaleString('zh-CN')} / {stock.toLocaleString('zh-CN')}
  </span>
);

/** The face value as typed: 元 for coupons and vouchers (sent in fen), points as they are. */
export const amountFromInput = (kind: number, input: number) => (kind === 2 ? Math.round(input) : Math.round(input * 100));
export const amountToInput = (kind: number, amount: number) => (kind === 2 ? amount : amount / 100);
export const amountUnit = (kind: number) => (kind === 2 ? '积分' : '元');
export const money = (fen: number) => `${formatMoney(fen)} 元`;
