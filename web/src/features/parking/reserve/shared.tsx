import {
  formatDateTime, formatMoney, ReserveAppealStatus, reserveAppealStatuses, ReserveApplyStatus, reserveApplyStatuses, reserveBlacklistSources, ReserveState, reserveStates, reserveWeekdays,
} from '@console/contract';
import { Tag } from 'antd';
import type { OptionItem } from '../../../widgets/resource/types';

// Reservations of the parking merchant platform. docs/decisions.md, "Parking reservations".

const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));
export const reserveStateOptions = [ReserveState.pending, ReserveState.overdue, ReserveState.arrived, ReserveState.cancelled, ReserveState.noShow].map((value) => ({ label: reserveStates[value], value }));
export const applyStatusOptions = options(reserveApplyStatuses);
export const appealStatusOptions = options(reserveAppealStatuses);
export const blacklistSourceOptions = options(reserveBlacklistSources);
export const weekdayOptions = options(reserveWeekdays);

export const money = (fen: number) => `${formatMoney(fen)} 元`;
export const minuteText = (value: string) => formatDateTime(value, { seconds: false });
/** 2026-05-12 09:30–10:00 (UTC+8): a reserved arrival and the latest arrival (the day once when both fall on it). */
export const windowText = (r: { reserve_time: string; latest_arrival: string }) => {
  const from = minuteText(r.reserve_time);
  const to = minuteText(r.latest_arrival);
  return `${from}–${to.slice(0, 10) === from.slice(0, 10) ? to.slice(11) : to.slice(5)}`;
};
export const weekdaysText = (days: readonly number[]) => {
  const sorted = [...days].sort();
  if (sorted.length === 7) return '每天';
  if (sorted.join() === '1,2,3,4,5') return '工作日（周一至周五）';
  if (sorted.join() === '6,7') return '周末';
  return sorted.map((d) => reserveWeekdays[d as keyof typeof reserveWeekdays]).join('、');
};

const stateColours: Record<number, string> = {
  [ReserveState.pending]: 'processing', [ReserveState.arrived]: 'success', [ReserveState.cancelled]: 'default', [ReserveState.noShow]: 'error', [ReserveState.overdue]: 'warning',
};
export const ReserveStateTag = ({ state }: { state: number }) => <Tag color={stateColours[state] ?? 'default'}>{reserveStates[state as keyof typeof reserveStates] ?? state}</Tag>;

const applyColours: Record<number, string> = { [ReserveApplyStatus.pending]: 'warning', [ReserveApplyStatus.approved]: 'success', [ReserveApplyStatus.rejected]: 'error' };
export const ApplyStatusTag = ({ status }: { status: number }) => <Tag color={applyColours[status] ?? 'default'}>{reserveApplyStatuses[status as keyof typeof reserveApplyStatuses] ?? status}</Tag>;

const appealColours: Record<number, string> = { [ReserveAppealStatus.pending]: 'warning', [ReserveAppealStatus.accepted]: 'success', [ReserveAppealStatus.rejected]: 'error' };
export const AppealStatusTag = ({ status }: { status: number }) => <Tag color={appealColours[status] ?? 'default'}>{reserveAppealStatuses[status as keyof typeof reserveAppealStatuses] ?? status}</Tag>;

export const sourceText = (source: number) => reserveBlacklistSources[source as keyof typeof reserveBlacklistSources] ?? String(source);
