import { bankBranchList, bankList } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Space } from 'antd';
import { createContext, useContext } from 'react';
import { send } from '../../../lib/request';
import { useDebounced } from '../../../lib/use-debounced';

// The bank directory's pickers (payment/bank/*): the withdrawal settings and the channel applications' settlement account.

/**
 * Which calls the pickers read the directory with: the console's (a console token), or the external pages' copies
 * (`external/payment/bank/*`, the link's temporary token). The same schemas, so the same pickers.
 */
export interface BankCalls {
  list: typeof bankList;
  branches: typeof bankBranchList;
}
export const BankCallsContext = createContext<BankCalls>({ list: bankList, branches: bankBranchList });

export const useBanks = (enabled: boolean) => {
  const { list } = useContext(BankCallsContext);
  return useQuery({ queryKey: [list.path], queryFn: () => send(list, {}, { silent: true }), staleTime: Infinity, enabled });
};

/** 开户支行: typed text, with the bank's branches (by name or 联行号) offered; picking one fills the 联行号. */
export function BranchInput({ id, bank, value, onChange, onPick }: { id: string; bank?: string; value?: string; onChange?: (text: string) => void; onPick: (cnaps: string) => void }) {
  const { branches: call } = useContext(BankCallsContext);
  const keywords = useDebounced((value ?? '').replace(/\s+/g, ''), 300);
  const branches = useQuery({
    queryKey: [call.path, bank, keywords],
    queryFn: () => send(call, { bank: bank!, keywords: keywords || undefined, limit: 20 }, { silent: true }),
    enabled: !!bank,
  });
  return (
    <AutoComplete
      id={id}
      aria-label="开户支行"
      value={value}
      onChange={(text) => onChange?.(text)}
      onSelect={(_, option) => {
        onChange?.(option.label as string);
        onPick(option.cnaps);
      }}
      options={(branches.data?.row ?? []).map((b) => ({ value: b.cnaps, label: b.name, cnaps: b.cnaps }))}
      optionRender={(option) => (
        <Space style={{ justifyContent: 'space-between', width: '100%' }}>
          {option.label}
          <span style={{ color: 'rgba(0,0,0,.45)' }}>{option.value}</span>
        </Space>
      )}
      placeholder={bank ? '输入支行名称或联行号搜索' : '请先选择开户银行'}
      disabled={!bank}
      maxLength={60}
    />
  );
}
