import { parkApplyCreate, parkApplyList } from '@console/contract';
import { Form } from 'antd';
import { useMemo } from 'react';
import { send } from '../../../lib/request';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { parkBody, parkFormFields } from './park-fields';
import { useApplySide } from './shared';

/**
 * 新建停车场申请: a parking merchant applies for a park of its own; a partner names the customer it applies for. The park
 * is created when the partner (or the platform) approves.
 */
export default function ParkApplyFormPage() {
  const { side, paths } = useApplySide();
  const fields = useMemo<FormField[]>(
    () => [
      ...(side === 'partner'
        ? [
            { kind: 'section', key: 'applicant', label: '申请商户' } as const,
            {
              kind: 'custom',
              key: 'merchant',
              label: '申请商户',
              required: true,
              extra: '为已开通停车商户平台的客户申请',
              render: () => (
                <Form.Item name="merchant" noStyle rules={[{ required: true, message: '请选择申请商户' }]}>
                  <RemoteSelect source="merchant-below" aria-label="申请商户" placeholder="商户名称或商户号" />
                </Form.Item>
              ),
            } satisfies FormField,
          ]
        : []),
      ...parkFormFields(),
      { kind: 'section', key: 'other', label: '其他' },
      { kind: 'textarea', key: 'remark', label: '申请说明', maxLength: 200, rows: 3, placeholder: '选填：交付时间、产权情况等' },
    ],
    [side],
  );
  return (
    <FormPage
      id={`park-apply-create-${side}`}
      fields={fields}
      initialValues={{ type: 1, monthly_card_cap: 0 }}
      submitLabel="提交申请"
      submit={(values) =>
        send(parkApplyCreate, {
          ...(side === 'partner' ? { merchant: Number(values.merchant) } : {}),
          ...parkBody(values),
          remark: (values.remark as string | undefined)?.trim() || undefined,
        })
      }
      back={paths.list}
      invalidate={[[parkApplyList.path]]}
    />
  );
}
