import { PaperClipOutlined } from '@ant-design/icons';
import { contractGet, formatDateTime } from '@console/contract';
import { Empty, List, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { DetailPage, type DetailField } from '../../../widgets/resource/detail-page';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { amountText, ContractStateTag, contractPathsOf, periodText, TerminateDialog, useMayChange, type Contract } from './shared';

const infoFields: DetailField<Contract>[] = [
  { key: 'contract_no', label: '合同编号' },
  { key: 'name', label: '合同名称' },
  { key: 'state', label: '状态', render: (c) => <ContractStateTag state={c.state} /> },
  { key: 'merchant', label: '商户', value: (c) => `${c.merchant_name}（${c.merchant}）` },
  { key: 'grantor', label: '签约方', value: (c) => `${c.grantor_name}（${c.grantor}）` },
  { key: 'sign_date', label: '签订日期' },
  { key: 'period', label: '合同期限', value: periodText },
  { key: 'amount', label: '合同金额', value: amountText },
  { key: 'create_time', label: '登记时间', value: (c) => formatDateTime(c.create_time) },
  { key: 'terminate_time', label: '终止时间', when: (c) => !!c.terminate_time, value: (c) => formatDateTime(c.terminate_time!) },
  { key: 'terminate_reason', label: '终止原因', when: (c) => !!c.terminate_reason, span: 'filled' },
  { key: 'remark', label: '备注', span: 'filled' },
];

const grantState = (p: Contract['products'][number]) =>
  p.status === 1 && (!p.expire_time || new Date(p.expire_time) > new Date()) ? <Tag color="success">生效中</Tag> : <Tag>已失效</Tag>;

/** 合同详情 (?id=): the terms, the products it covers with their expiry, the scanned copies and the timeline. */
export default function ContractDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const paths = contractPathsOf(useLocation().pathname);
  const mayChange = useMayChange();
  const [terminating, setTerminating] = useState<Contract | null>(null);
  return (
    <>
      <DetailPage<Contract>
        loadKey={[contractGet.path, id]}
        load={() => send(contractGet, { id })}
        title={(c) => `${c.contract_no} · ${c.name}`}
        fields={infoFields}
        back={paths.list}
        actions={[
          { key: 'edit', label: '编辑', primary: true, permission: ['merchant:product:grant'], when: mayChange, onClick: (c) => navigate(`${paths.edit}?id=${c.id}`) },
          { key: 'terminate', label: '终止合同', danger: true, permission: ['merchant:product:grant'], when: mayChange, onClick: (c) => setTerminating(c) },
        ]}
        tabs={[
          {
            key: 'products',
            label: '涵盖产品',
            render: (c) => (
              <Table
                rowKey="product"
                size="middle"
                pagination={false}
                dataSource={c.products}
                locale={{ emptyText: <Empty description="合同未涵盖产品" /> }}
                columns={[
                  { key: 'name', title: '产品', dataIndex: 'product_name' },
                  { key: 'code', title: '产品编码', dataIndex: 'product' },
                  { key: 'state', title: '状态', render: (_, p) => grantState(p) },
                  { key: 'expire', title: '到期时间', render: (_, p) => (p.expire_time ? formatDateTime(p.expire_time) : '长期') },
                ]}
              />
            ),
          },
          {
            key: 'attachments',
            label: '合同附件',
            render: (c) =>
              c.attachments.length ? (
                <List
                  dataSource={c.attachments}
                  renderItem={(a) => (
                    <List.Item>
                      <Typography.Link href={a.link} target="_blank" rel="noopener noreferrer">
                        <PaperClipOutlined /> {a.name}
                      </Typography.Link>
                    </List.Item>
                  )}
                />
              ) : (
                <Empty description="没有附件" />
              ),
          },
          {
            key: 'timeline',
            label: '操作记录',
            render: (c) => <AuditTimeline type="contract" id={c.id} />,
          },
        ]}
      />
      <TerminateDialog contract={terminating} onClose={() => setTerminating(null)} />
    </>
  );
}
