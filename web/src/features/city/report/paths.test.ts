import { describe, expect, it } from 'vitest';
import { GROUP_INVOICE_DETAIL, GROUP_INVOICE_LIST, PARTNER_RECORD_DETAIL, RECORD_DETAIL, RECORD_LIST, recordLink, recordListOf } from '../../invoice/paths';
import { kindOf, listOf, PARKING_CITY_REPORT } from './paths';
import { reportBody } from './report-form-page';

describe('城市平台上报 addresses', () => {
  it('reads the kind from the address and returns to the list it was opened from', () => {
    expect(kindOf('/city/report/energy/park-list')).toBe('energy');
    expect(kindOf('/city/report/parking/edit')).toBe('parking');
    expect(kindOf(PARKING_CITY_REPORT)).toBe('parking');
    expect(listOf('parking', PARKING_CITY_REPORT)).toBe(PARKING_CITY_REPORT);
    expect(listOf('parking', null)).toBe('/city/report/parking');
    expect(listOf('energy', PARKING_CITY_REPORT)).toBe('/city/report/energy');
  });

  it('sends no secret when the field is left empty (the stored one is kept)', () => {
    const body = reportBody({ city: '440300', platform_name: ' 平台 ', endpoint: 'https://x.example.com', account: 'A1', secret: '  ', interval_minutes: 15 });
    expect(body).toMatchObject({ platform_name: '平台', secret: undefined, remark: undefined, interval_minutes: 15 });
    expect(reportBody({ secret: 'secret-1234' }).secret).toBe('secret-1234');
  });
});

describe('集团发票 addresses', () => {
  it('links a record to the detail of the console the page belongs to', () => {
    expect(recordLink('IA1', '/group-invoice/invoice/list')).toBe(`${GROUP_INVOICE_DETAIL}?apply_no=IA1`);
    expect(recordLink('IA1', '/invoice-merchant/record/list')).toBe(`${PARTNER_RECORD_DETAIL}?apply_no=IA1`);
    expect(recordLink('IA1')).toBe(`${RECORD_DETAIL}?apply_no=IA1`);
    expect(recordListOf('/group-invoice/invoice/detail')).toBe(GROUP_INVOICE_LIST);
    expect(recordListOf('/invoice/record/detail')).toBe(RECORD_LIST);
  });
});
