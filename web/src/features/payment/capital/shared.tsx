import {
  ShardingRecordState, shardingRecordStates, shardingRecordStateText, TransferState, transferStates, transferStateText, type CallReply, type paymentTransferList,
  type shardingTradeList,
} from '@console/contract';
import { Tag } from 'antd';
import type { OptionItem } from '../../../widgets/resource/types';

export type ShardingRecordRow = CallReply<typeof shardingTradeList>['row'][number];
export type TransferRow = CallReply<typeof paymentTransferList>['row'][number];

const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));
export const shardingStateOptions = options(shardingRecordStates);
export const transferStateOptions = options(transferStates);

const shardingColours: Record<number, string> = {
  [ShardingRecordState.pending]: 'processing',
  [ShardingRecordState.done]: 'success',
  [ShardingRecordState.failed]: 'error',
  [ShardingRecordState.returned]: 'default',
};
export const ShardingStateTag = ({ state }: { state: number }) => <Tag color={shardingColours[state] ?? 'default'}>{shardingRecordStateText(state)}</Tag>;

const transferColours: Record<number, string> = {
  [TransferState.waiting]: 'warning',
  [TransferState.paying]: 'processing',
  [TransferState.done]: 'success',
  [TransferState.failed]: 'error',
  [TransferState.returned]: 'default',
};
export const TransferStateTag = ({ state }: { state: number }) => <Tag color={transferColours[state] ?? 'default'}>{transferStateText(state)}</Tag>;
