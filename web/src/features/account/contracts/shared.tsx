import { ContractStatus, contractGet, contractList, contractStates, contractTerminate, formatDateTime, formatMoney, merchantGrantList, type CallReply, type ContractState } from '@console/contract';
import { Form, Input, Tag, Typography } from 'antd';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { useSession } from '../../../shell/session/store';
import type { Column } from '../../../widgets/resource/types';
import { FormDialog } from '../../../widgets/resource/form-dialog';

export const CONTRACT_LIST = '/account/merchant/contract/list';
export const CONTRACT_DETAIL = '/account/merchant/contract/detail';
export const CONTRACT_CREATE = '/account/merchant/contract/create';
export const CONTRACT_EDIT = '/account/merchant/contract/edit';

/** 基础服务 › 合同管理 (the platform operator's, /base/services/contract): the same pages at these addresses. */
export const BASE_CONTRACT = {
  customer: '/base/services/contract/customer',
  list: '/base/services/contract/list',
  detail: '/base/services/contract/detail',
  upload: '/base/services/contract/upload',
  edit: '/base/services/contract/edit',
} as const;
/** The contract pages' addresses on the console of the page at `pathname` (基础服务's or 账户中心's). */
export const contractPathsOf = (pathname: string) =>
  pathname.startsWith('/base/services/contract/')
    ? { list: BASE_CONTRACT.list, detail: BASE_CONTRACT.detail, create: BASE_CONTRACT.upload, edit: BASE_CONTRACT.edit }
    : { list: CONTRACT_LIST, detail: CONTRACT_DETAIL, create: CONTRACT_CREATE, edit: CONTRACT_EDIT };

export type Contract = CallReply<typeof contractGet>;

export const stateOptions = (Object.keys(contractStates) as ContractState[]).map((value) => ({ label: contractStates[value], value }));

const stateColours: Record<string, string> = { pending: 'blue', active: 'success', expiring: 'warning', expired: 'default', terminated: 'error' };

export const ContractStateTag = ({ state }: { state: string }) => <Tag color={stateColours[state] ?? 'default'}>{contractStates[state as ContractState] ?? state}</Tag>;

/** 2026-01-01 至 2028-12-31, or 至 长期. */
export const periodText = (c: { start_date: string; end_date: string | null }) => `${c.start_date} 至 ${c.end_date ?? '长期'}`;

export const amountText = (c: { amount: number | null }) => (c.amount === null ? '-' : formatMoney(c.amount, { symbol: true }));

export const productsText = (c: { products: readonly { product_name: string }[] }) => c.products.map((p) => p.product_name).join('、') || '-';

type Row = CallReply<typeof contractList>['row'][number];

/** The columns of a contract list (the 合同管理 screen, a merchant detail's 合同 tab); `merchant` adds 商户. */
export const contractColumns = (open: (row: Row) => void, options: { merchant?: boolean } = {}): Column<Row>[] => [
  { key: 'contract_no', title: '合同编号', width: 150, fixed: 'left', render: (row) => <Typography.Link onClick={() => open(row)}>{row.contract_no}</Typography.Link> },
  { key: 'name', title: '合同名称', width: 200, ellipsis: true },
  { key: 'state', title: '状态', width: 90, render: (row) => <ContractStateTag state={row.state} /> },
  ...(options.merchant ? [{ key: 'merchant', title: '商户', width: 200, ellipsis: true, permission: ['merchant:merchant:list'], value: (row: Row) => `${row.merchant_name}（${row.merchant}）` }] : []),
  { key: 'grantor_name', title: '签约方', width: 180, ellipsis: true },
  { key: 'period', title: '合同期限', width: 210, value: periodText },
  { key: 'products', title: '涵盖产品', width: 220, ellipsis: true, value: productsText },
  { key: 'amount', title: '合同金额', width: 120, value: amountText },
  { key: 'sign_date', title: '签订日期', width: 110, defaultHidden: true },
  { key: 'create_time', title: '登记时间', width: 170, value: (row) => formatDateTime(row.create_time), defaultHidden: true },
];

/**
 * Whether the caller may edit or terminate the contract: it registers contracts (merchant:product:grant), the
 * contract is in force, and it is a merchant's below it (never its own: the server refuses that too).
 */
export function useMayChange() {
  const gate = useGate();
  const own = useSession((s) => s.user?.merchant ?? 0);
  const mayGrant = gate({ permission: ['merchant:product:grant'] });
  return (c: { merchant: number; status: number }) => mayGrant && c.merchant !== own && c.status === ContractStatus.active;
}

/** 终止合同: asks for the reason; the products the contract covers expire at once. */
export function TerminateDialog({ contract, onClose }: { contract: Pick<Contract, 'id' | 'contract_no' | 'name' | 'products'> | null; onClose: () => void }) {
  return (
    <FormDialog<{ reason: string }>
      open={!!contract}
      title={`终止合同 · ${contract?.contract_no ?? ''}`}
      name="contract-terminate"
      okText="终止合同"
      danger
      changes={[contractList, contractGet, merchantGrantList]}
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        await send(contractTerminate, { id: contract!.id, reason: reason.trim() });
        return '合同已终止';
      }}
    >
      <p>
        终止「{contract?.name}」后不能恢复；
        {contract?.products.length ? `它涵盖的产品（${productsText(contract)}）将立即到期失效，如需继续使用须重新开通。` : '它没有涵盖的产品。'}
      </p>
      <Form.Item name="reason" label="终止原因" rules={[{ required: true, whitespace: true, message: '请填写终止原因' }, { min: 2, message: '终止原因至少 2 个字' }]}>
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}
