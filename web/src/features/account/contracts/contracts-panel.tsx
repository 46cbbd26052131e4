import { PlusOutlined } from '@ant-design/icons';
import { contractList } from '@console/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useGate } from '../../../shell/session/gate';
import { CallTable } from '../../../widgets/resource/call-table';
import { CONTRACT_CREATE, CONTRACT_DETAIL, contractColumns } from './shared';

/** A merchant detail's 合同 tab: that merchant's contracts, and 登记合同 for it. */
export function ContractsPanel({ merchant }: { merchant: number }) {
  const navigate = useNavigate();
  const gate = useGate();
  return (
    <CallTable
      id="merchant-contracts"
      call={contractList}
      query={{ merchant }}
      rowKey="id"
      columns={contractColumns((row) => navigate(`${CONTRACT_DETAIL}?id=${row.id}`))}
      toolbar={
        gate({ permission: ['merchant:product:grant'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${CONTRACT_CREATE}?merchant=${merchant}`)}>
            登记合同
          </Button>
        )
      }
    />
  );
}
