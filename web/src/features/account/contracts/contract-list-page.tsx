import { PlusOutlined } from '@ant-design/icons';
import { contractList, type CallReply } from '@console/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { FilterField, RowAction } from '../../../widgets/resource/types';
import { contractColumns, contractPathsOf, stateOptions, TerminateDialog, useMayChange } from './shared';

type Row = CallReply<typeof contractList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '合同', placeholder: '合同编号或名称' },
  { kind: 'select', key: 'state', label: '合同状态', options: stateOptions },
  { kind: 'remote', key: 'merchant', label: '商户', source: 'merchant', placeholder: '商户名称或商户号', permission: ['merchant:merchant:list'] },
];

/**
 * 合同列表: the merchant's contracts with the platform or its partner and, for those with merchants below them, those
 * merchants' contracts; whoever registers contracts (merchant:product:grant) registers, edits and terminates them.
 */
export default function ContractListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const mayChange = useMayChange();
  const [terminating, setTerminating] = useState<Row | null>(null);
  const { pathname, search } = useLocation();
  const paths = contractPathsOf(pathname);
  const merchant = new URLSearchParams(search).get('merchant');

  const columns = contractColumns((row) => navigate(`${paths.detail}?id=${row.id}`), { merchant: true });

  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '查看', onClick: (row) => navigate(`${paths.detail}?id=${row.id}`) },
    { key: 'edit', label: '编辑', permission: ['merchant:product:grant'], when: mayChange, onClick: (row) => navigate(`${paths.edit}?id=${row.id}`) },
    { key: 'terminate', label: '终止', danger: true, permission: ['merchant:product:grant'], when: mayChange, onClick: (row) => setTerminating(row) },
  ];

  return (
    <>
      <ListPage
        id="contract-list"
        call={contractList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: ['merchant:product:grant'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(merchant ? `${paths.create}?merchant=${merchant}` : paths.create)}>
              登记合同
            </Button>
          )
        }
      />
      <TerminateDialog contract={terminating} onClose={() => setTerminating(null)} />
    </>
  );
}
