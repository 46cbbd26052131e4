import { contractGet, contractList, ContractStatus, endOfDayInChina, formatDateTime, merchantGrantList, productContract, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Select, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { CONTRACT_CREATE, periodText } from '../contracts/shared';
import { GrantDialog } from './grant-dialog';

type Grant = CallReply<typeof merchantGrantList>['row'][number];

/** 登记合同 on one grant: one of the merchant's contracts in force (the server refuses any other), and the expiry. */
function ContractDialog({ merchant, grant, onClose }: { merchant: number; grant: Grant | null; onClose: () => void }) {
  const navigate = useNavigate();
  const contracts = useQuery({
    queryKey: [contractList.path, 'in-force', merchant],
    queryFn: () => send(contractList, { merchant, page_size: 100 }, { silent: true }),
    enabled: !!grant,
  });
  const inForce = (contracts.data?.row ?? []).filter((c) => c.status === ContractStatus.active);
  return (
    <FormDialog<{ contract_no: string; expire?: Dayjs }>
      open={!!grant}
      title={`登记合同 · ${grant?.product_name ?? ''}`}
      name="product-contract"
      initialValues={{ contract_no: grant?.contract_no || undefined, expire: grant?.expire_time ? dayjs(grant.expire_time) : undefined }}
      changes={[merchantGrantList, contractList, contractGet]}
      onClose={onClose}
      onSubmit={async (values) => {
        await send(productContract, { merchant, product: grant!.product, contract_no: values.contract_no, expire_time: values.expire ? endOfDayInChina(values.expire.format('YYYY-MM-DD')) : null });
        return '合同已登记';
      }}
    >
      {(form) => (
        <>
          <Form.Item
            name="contract_no"
            label="合同"
            rules={[{ required: true, message: '请选择合同' }]}
            extra={
              <>
                该商户有效的合同；没有合适的？
                <Typography.Link onClick={() => navigate(`${CONTRACT_CREATE}?merchant=${merchant}`)}>登记合同</Typography.Link>
              </>
            }
          >
            <Select
              aria-label="合同"
              loading={contracts.isFetching}
              placeholder="选择合同"
              options={inForce.map((c) => ({ value: c.contract_no, label: `${c.contract_no} ${c.name}（${periodText(c)}）` }))}
              onChange={(value: string) => {
                const chosen = inForce.find((c) => c.contract_no === value);
                form.setFieldsValue({ expire: chosen?.end_date ? dayjs(chosen.end_date) : undefined });
              }}
            />
          </Form.Item>
          <Form.Item name="expire" label="到期日" extra="默认随合同到期；不填为长期有效；到期后该产品自动失效">
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

/** 已开通产品 of a merchant: the grants with expiry and contract; below the caller, 开通产品 and 登记合同. */
export function ProductsPanel({ merchant, manage }: { merchant: { id: number; name: string }; manage: boolean }) {
  const gate = useGate();
  const [granting, setGranting] = useState(false);
  const [contract, setContract] = useState<Grant | null>(null);
  const grants = useQuery({ queryKey: [merchantGrantList.path, merchant.id], queryFn: () => send(merchantGrantList, { id: merchant.id }, { silent: true }) });
  const mayGrant = manage && gate({ permission: ['merchant:product:grant'] });
  if (grants.error) return <ErrorPanel error={grants.error} onRetry={() => void grants.refetch()} />;
  const rows = grants.data?.row ?? [];
  return (
    <>
      {mayGrant && (
        <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setGranting(true)}>
          开通产品
        </Button>
      )}
      <Table<Grant>
        rowKey="product"
        size="middle"
        loading={grants.isLoading}
        dataSource={rows}
        pagination={false}
        columns={[
          { key: 'name', title: '产品', render: (_, g) => <>{g.product_name} {g.platform && <Tag color="blue">平台</Tag>}</> },
          { key: 'code', title: '产品编码', dataIndex: 'product' },
          { key: 'status', title: '状态', render: (_, g) => (g.status === 1 && (!g.expire_time || new Date(g.expire_time) > new Date()) ? <Tag color="success">生效中</Tag> : <Tag>已失效</Tag>) },
          { key: 'expire', title: '到期时间', render: (_, g) => (g.expire_time ? formatDateTime(g.expire_time) : '长期') },
          { key: 'contract', title: '合同编号', render: (_, g) => g.contract_no || '-' },
          { key: 'grantor', title: '开通方', render: (_, g) => g.grantor_name || '-' },
          { key: 'time', title: '开通时间', render: (_, g) => formatDateTime(g.create_time) },
          ...(mayGrant ? [{ key: 'ops', title: '操作', render: (_: unknown, g: Grant) => <Button type="link" size="small" onClick={() => setContract(g)}>登记合同</Button> }] : []),
        ]}
      />
      <GrantDialog target={granting ? { ...merchant, products: rows.map((g) => ({ code: g.product })) } : null} onClose={() => setGranting(false)} />
      <ContractDialog merchant={merchant.id} grant={contract} onClose={() => setContract(null)} />
    </>
  );
}

