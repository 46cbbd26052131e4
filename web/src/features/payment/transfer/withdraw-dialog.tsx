import {
  AccountType, accountTypeNames, bankAccountApply, bankAccountApplyGet, transferRuntime, WithdrawMode, withdrawCycleNames, withdrawModeNames,
  type CallReply, type WithdrawCycle,
} from '@console/contract';
import { Alert, Col, Form, Input, Radio, Row, Select, Space, type FormInstance } from 'antd';
import { send } from '../../../lib/request';
import { BranchInput, useBanks } from '../bank/bank-fields';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { formRule } from '../../../widgets/resource/form-page';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ImageUpload } from '../../../widgets/upload/image-upload';

export type WithdrawApply = NonNullable<CallReply<typeof bankAccountApplyGet>>;
type Setting = Omit<WithdrawApply, 'id' | 'merchant' | 'remark' | 'status' | 'reason' | 'applicant' | 'applicant_merchant' | 'auditor' | 'audit_time' | 'create_time'>;

interface Values {
  account_type: 1 | 2;
  account_name: string;
  account_no: string;
  bank?: string;
  branch_name: string;
  branch_cnaps?: string;
  reserved_mobile?: string;
  proof: (string | undefined)[];
  mode: 1 | 2;
  cycle?: WithdrawCycle;
  cycle_day?: number;
  min_amount: number;
  retain_amount: number;
  remark?: string;
}

const weekdayOptions = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'].map((label, i) => ({ label, value: i + 1 }));
const monthdayOptions = Array.from({ length: 28 }, (_, i) => ({ label: `${i + 1} 日`, value: i + 1 }));
const radio = (names: Record<number, string>) => Object.entries(names).map(([value, label]) => ({ label, value: Number(value) }));
const cycleOptions = Object.entries(withdrawCycleNames).map(([value, label]) => ({ label, value }));

/**
 * 提现设置: the account money is paid out to and the schedule. Submitting sends it to the platform for review; the
 * settings in force stay until it is approved. Prefilled from the latest submission or the settings in force.
 */
export function WithdrawDialog({ merchant, start, open, onClose }: { merchant: number; start: Setting | null; open: boolean; onClose: () => void }) {
  const banks = useBanks(open);
  const initialValues: Partial<Values> = start
    ? {
        account_type: start.account_type as 1 | 2,
        account_name: start.account_name,
        account_no: start.account_no,
        bank: start.bank,
        branch_name: start.branch_name,
        branch_cnaps: start.branch_cnaps || undefined,
        reserved_mobile: start.reserved_mobile || undefined,
        proof: [0, 1, 2].map((i) => start.proof[i]),
        mode: start.mode as 1 | 2,
        cycle: (start.cycle ?? undefined) as WithdrawCycle | undefined,
        cycle_day: start.cycle_day ?? undefined,
        min_amount: start.min_amount,
        retain_amount: start.retain_amount,
      }
    : { account_type: AccountType.company, mode: WithdrawMode.manual, min_amount: 10_000, retain_amount: 0, proof: [] };
  return (
    <FormDialog<Values>
      open={open}
      title="提现设置"
      name="withdraw-setting"
      okText="提交审核"
      width={720}
      initialValues={initialValues}
      changes={[bankAccountApplyGet, transferRuntime]}
      onClose={onClose}
      onSubmit={async (v) => {
        await send(bankAccountApply, {
          merchant,
          account_type: v.account_type,
          account_name: v.account_name.trim(),
          account_no: v.account_no.replace(/\s+/g, ''),
          bank: v.bank!,
          branch_name: v.branch_name.trim(),
          branch_cnaps: v.branch_cnaps || undefined,
          reserved_mobile: v.account_type === AccountType.personal ? v.reserved_mobile : undefined,
          proof: v.proof.filter((link): link is string => !!link),
          mode: v.mode,
          cycle: v.mode === WithdrawMode.auto ? v.cycle : undefined,
          cycle_day: v.mode === WithdrawMode.auto && v.cycle !== 'daily' ? v.cycle_day : undefined,
          min_amount: v.min_amount,
          retain_amount: v.retain_amount,
          remark: v.remark?.trim() || undefined,
        });
        return '已提交，等待平台审核';
      }}
    >
      {(form) => <Fields form={form} banks={(banks.data?.row ?? []).map((b) => ({ label: b.name, value: b.code }))} banksLoading={banks.isLoading} />}
    </FormDialog>
  );
}

function Fields({ form, banks, banksLoading }: { form: FormInstance<Values>; banks: { label: string; value: string }[]; banksLoading: boolean }) {
  const type = Form.useWatch('account_type', form);
  const bank = Form.useWatch('bank', form);
  const mode = Form.useWatch('mode', form);
  const cycle = Form.useWatch('cycle', form);
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message="提交后由平台审核；审核通过前，仍按当前生效的设置提现。" />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="account_type" label="账户类型" rules={[{ required: true }]}>
            <Radio.Group options={radio(accountTypeNames)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="account_name" label="开户名称" rules={[{ required: true, whitespace: true, message: '请输入开户名称' }, { min: 2, max: 60, message: '开户名称为 2-60 个字' }]} extra={type === AccountType.company ? '对公账户须与商户主体名称一致' : '持卡人姓名'}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="account_no"
            label="银行账号"
            normalize={(text: string) => text.replace(/\s+/g, '')}
            rules={[{ required: true, message: '请输入银行账号' }, { pattern: /^[0-9]{8,30}$/, message: '银行账号为 8-30 位数字' }]}
          >
            <Input maxLength={30} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="bank" label="开户银行" rules={[{ required: true, message: '请选择开户银行' }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={banks}
              loading={banksLoading}
              placeholder="搜索银行名称"
              onChange={() => form.setFieldsValue({ branch_name: '', branch_cnaps: undefined })}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="branch_name" label="开户支行" rules={[{ required: true, whitespace: true, message: '请输入开户支行' }, { min: 2, max: 60, message: '开户支行为 2-60 个字' }]}>
            <BranchInput id="withdraw-setting_branch_name" bank={bank} onPick={(cnaps) => form.setFieldValue('branch_cnaps', cnaps)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="branch_cnaps" label="联行号" rules={[{ pattern: /^[0-9]{12}$/, message: '联行号为 12 位数字' }]} extra="从支行列表选择时自动带出">
            <Input maxLength={12} inputMode="numeric" />
          </Form.Item>
        </Col>
        {type === AccountType.personal && (
          <Col span={12}>
            <Form.Item name="reserved_mobile" label="预留手机号" rules={[{ required: true, message: '请输入银行预留手机号' }, formRule('mobile')]}>
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Form.Item label="证明材料" required extra="开户许可证或银行卡照片，1-3 张">
        <Space>
          {[0, 1, 2].map((i) => (
            <Form.Item key={i} name={['proof', i]} noStyle rules={i === 0 ? [{ required: true, message: '请上传开户许可证或银行卡照片' }] : []}>
              <ImageUpload aria-label={`证明材料 ${i + 1}`} />
            </Form.Item>
          ))}
        </Space>
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="mode" label="提现方式" rules={[{ required: true }]}>
            <Radio.Group options={radio(withdrawModeNames)} />
          </Form.Item>
        </Col>
        {mode === WithdrawMode.auto && (
          <Col span={6}>
            <Form.Item name="cycle" label="周期" rules={[{ required: true, message: '请选择周期' }]}>
              <Select options={cycleOptions} onChange={() => form.setFieldValue('cycle_day', undefined)} />
            </Form.Item>
          </Col>
        )}
        {mode === WithdrawMode.auto && (cycle === 'weekly' || cycle === 'monthly') && (
          <Col span={6}>
            <Form.Item name="cycle_day" label="提现日" rules={[{ required: true, message: '请选择提现日' }]}>
              <Select options={cycle === 'weekly' ? weekdayOptions : monthdayOptions} />
            </Form.Item>
          </Col>
        )}
        <Col span={12}>
          <Form.Item name="min_amount" label="起提金额（元）" rules={[{ required: true, message: '请输入起提金额' }, { type: 'number', min: 100, message: '起提金额至少 1 元' }]} extra="可提现余额达到它才提现">
            <PriceInput min={1} max={10_000_000} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="retain_amount" label="留存金额（元）" rules={[{ required: true, message: '请输入留存金额' }]} extra="每次提现后账户中保留的金额">
            <PriceInput min={0} max={10_000_000} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label="申请说明">
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </>
  );
}
