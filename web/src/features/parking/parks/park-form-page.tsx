import { parkGet, parkList, parkUpdate } from '@console/contract';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { parkBody, parkFormFields, parkFormValues } from './park-fields';
import { PARK_LIST, statusOptions } from './shared';

/** 编辑停车场 (?park_code=): the park's fields and its status (停用 keeps the park and its records). */
export default function ParkFormPage() {
  const [params] = useSearchParams();
  const parkCode = params.get('park_code') ?? '';
  const fields = useMemo<FormField[]>(
    () => [...parkFormFields(), { kind: 'section', key: 'state', label: '状态' }, { kind: 'select', key: 'status', label: '状态', required: true, options: statusOptions }],
    [],
  );
  return (
    <FormPage
      id="park-edit"
      fields={fields}
      loadKey={[parkGet.path, parkCode]}
      load={async () => parkFormValues(await send(parkGet, { park_code: parkCode }))}
      submit={(values) => send(parkUpdate, { park_code: parkCode, ...parkBody(values), status: values.status as 0 | 1 })}
      back={PARK_LIST}
      invalidate={[[parkList.path], [parkGet.path]]}
    />
  );
}
