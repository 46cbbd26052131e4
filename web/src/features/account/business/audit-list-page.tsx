import { businessApplyList } from '@console/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../widgets/resource/list-page';
import type { RowAction } from '../../../widgets/resource/types';
import { APPLY_DETAIL, applyColumns, applyFilters, DecisionDialog, isPending, type Apply } from './shared';

const columns = applyColumns('audit');

/** 业务审核: applications to the merchant (the platform sees every one) — 通过 or 驳回 while pending. */
export default function AuditListPage() {
  const navigate = useNavigate();
  const [decision, setDecision] = useState<{ apply: Apply; approve: boolean } | null>(null);
  const actions: RowAction<Apply>[] = [
    { key: 'detail', label: '详情', onClick: (a) => navigate(`${APPLY_DETAIL}?id=${a.id}`) },
    { key: 'approve', label: '通过', permission: ['merchant:business:audit'], when: isPending, onClick: (a) => setDecision({ apply: a, approve: true }) },
    { key: 'reject', label: '驳回', danger: true, permission: ['merchant:business:audit'], when: isPending, onClick: (a) => setDecision({ apply: a, approve: false }) },
  ];
  return (
    <>
      <ListPage id="business-audit" call={businessApplyList} fixedQuery={{ side: 'audit' }} rowKey="id" filters={applyFilters} columns={columns} actions={actions} />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
