import { monitorContactCreate, monitorContactGet, monitorContactUpdate } from '@console/contract';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { CONTACT_LIST, monitorReads } from './shared';

const fields: FormField[] = [
  { kind: 'text', key: 'name', label: '姓名', required: true, maxLength: 20 },
  { kind: 'text', key: 'mobile', label: '手机号', required: true, maxLength: 11, validate: ['mobile'], extra: '接收短信和电话告警；本商户内不能重复' },
  { kind: 'text', key: 'email', label: '邮箱', maxLength: 254, validate: ['email'], placeholder: '接收邮件告警（选填）' },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2, placeholder: '如：岗位、值班时段' },
];

type Values = Record<string, unknown>;
const body = (values: Values) => ({
  name: String(values.name),
  mobile: String(values.mobile),
  email: (values.email as string) || undefined,
  remark: (values.remark as string) || undefined,
});

/** 新建联系人 and 编辑联系人 (?id=): name, mobile and e-mail checked as the server checks them. */
export default function ContactFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  return (
    <FormPage
      id={id ? 'monitor-contact-edit' : 'monitor-contact-create'}
      fields={fields}
      loadKey={id ? [monitorContactGet.path, id] : undefined}
      load={id ? () => send(monitorContactGet, { id }) : undefined}
      submitLabel={id ? '保存' : '创建联系人'}
      submit={(values) => (id ? send(monitorContactUpdate, { id, ...body(values) }) : send(monitorContactCreate, body(values)))}
      back={CONTACT_LIST}
      // A contact's name and status show in the groups' member lists and in the pickers.
      invalidate={monitorReads.map((call) => [call.path])}
    />
  );
}
