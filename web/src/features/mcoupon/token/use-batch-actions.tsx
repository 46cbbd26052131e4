import { TokenBatchStatus, tokenBatchDelete, tokenBatchDiscard, tokenBatchEnable, tokenBatchList, tokenList } from '@console/contract';
import { send } from '../../../lib/request';
import type { RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { DELETE, UPDATE } from './shared';

type Batch = { id: number; name: string; status: number };

/** 作废, 启用 and 删除 of a batch: the same on the list's rows and the detail page (which then goes back). */
export function useBatchActions<Row extends Batch>(afterDelete?: () => void): RowAction<Row>[] {
  const changed = useChanged(tokenBatchList, tokenList);
  return [
    {
      key: 'discard',
      label: '作废',
      danger: true,
      permission: UPDATE,
      when: (r) => r.status === TokenBatchStatus.enabled,
      confirm: (r) => `作废后「${r.name}」的固定码全部停止发券（可再启用）。确定作废吗？`,
      onClick: async (r) => {
        await send(tokenBatchDiscard, { id: r.id });
        await changed('已作废');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: UPDATE,
      when: (r) => r.status === TokenBatchStatus.discarded,
      onClick: async (r) => {
        await send(tokenBatchEnable, { id: r.id });
        await changed('已启用');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: DELETE,
      when: (r) => r.status === TokenBatchStatus.discarded,
      confirm: (r) => `确定删除「${r.name}」及其全部固定码吗？删除后不可恢复。`,
      onClick: async (r) => {
        await send(tokenBatchDelete, { id: r.id });
        await changed('已删除');
        afterDelete?.();
      },
    },
  ];
}
