import { merchantGet, merchantList, subjectApplying, subjectCreate, subjectGet, subjectUpdate } from '@console/contract';
import { Alert, Form } from 'antd';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { subjectFormFields, subjectValues } from './merchant-form-page';
import { MERCHANT_INFO } from './shared';

export const SETTING_SUBJECT_LIST = '/base/services/setting/subject/list';

/**
 * 主体信息 create and edit: the caller's own (/account/merchant/subject/create|edit, back to 商户信息) or, for
 * the platform, any merchant's (/base/services/setting/subject/create|edit, a merchant chosen when creating).
 * `?id=` edits (the platform's with `&merchant=`); a correction goes back to the audit queue.
 */
export default function SubjectFormPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = Number(params.get('id')) || undefined;
  // The platform edits a merchant's subject: the merchant travels with the id (`?id=&merchant=`).
  const merchant = Number(params.get('merchant')) || undefined;
  const platform = pathname.startsWith('/base/services/');
  const back = platform ? SETTING_SUBJECT_LIST : MERCHANT_INFO;
  const fields = useMemo<FormField[]>(
    () => [
      ...(platform && !id
        ? [
            {
              kind: 'custom',
              key: 'merchant',
              label: '商户',
              required: true,
              render: () => (
                <Form.Item name="merchant" noStyle rules={[{ required: true, message: '请选择商户' }]}>
                  <RemoteSelect source="merchant" aria-label="商户" placeholder="搜索商户名称或商户号" style={{ width: '100%' }} />
                </Form.Item>
              ),
            } satisfies FormField,
          ]
        : []),
      ...subjectFormFields(''),
    ],
    [platform, id],
  );
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12, maxWidth: 880 }} message="提交后由平台审核；审核通过前可以修改或撤回。已认证的主体不能修改，如需变更请联系平台撤销认证。" />
      <FormPage
        id={id ? 'subject-edit' : 'subject-create'}
        fields={fields}
        loadKey={id ? [subjectGet.path, 'id', id] : undefined}
        load={
          id
            ? async () => {
                const subject = await send(subjectGet, merchant ? { merchant } : {});
                if (!subject || subject.id !== id) throw new Error('主体信息不存在或已变更，请返回后重试');
                return { ...subject, legal_person_mobile: subject.legal_person_mobile || undefined, address: subject.address || undefined };
              }
            : undefined
        }
        submit={(values) => {
          const subject = subjectValues(values, '');
          if (id) return send(subjectUpdate, { id, ...subject });
          return send(subjectCreate, { ...subject, merchant: (values.merchant as number | undefined) ?? undefined });
        }}
        back={back}
        invalidate={[[subjectGet.path], [subjectApplying.path], [merchantGet.path], [merchantList.path]]}
        submitLabel={id ? '重新提交' : '提交认证'}
      />
    </>
  );
}
