import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

interface Area {
  label: string;
  value: string;
  type: number;
  children?: Area[];
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('parking-merchant');
});
afterAll(async () => {
  await t?.close();
});

const find = (nodes: Area[] | undefined, value: string) => nodes?.find((n) => n.value === value);
const depth = (nodes: Area[] | undefined): number => (nodes?.length ? 1 + Math.max(...nodes.map((n) => depth(n.children))) : 0);

describe('region/branch', () => {
  it('answers the whole three-level tree without a token, with long caching and an ETag', async () => {
    const reply = await t.call('GET', 'region/branch', { query: { type: -1 } });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(1001);
    const region: Area[] = reply.body.payload.region;
    // 23 provinces, 5 autonomous regions, 4 municipalities, 2 special administrative regions.
    expect(region).toHaveLength(34);
    expect(region.every((p) => p.type === 1 && /^\d{2}0000$/.test(p.value))).toBe(true);
    expect(depth(region)).toBe(3);

    const guangdong = find(region, '440000')!;
    expect(guangdong.label).toBe('广东省');
    const shenzhen = find(guangdong.children, '440300')!;
    expect(shenzhen).toMatchObject({ label: '深圳市', type: 2 });
    expect(find(shenzhen.children, '440305')).toEqual({ label: '南山区', value: '440305', type: 3 });
    // 市辖区 placeholders and statistical development zones are not places.
    expect(shenzhen.children!.map((d) => d.label)).not.toContain('市辖区');
    const all = JSON.stringify(region);
    expect(all).not.toContain('市辖区');
    expect(all).not.toContain('直辖县级行政区划');
    expect(all).not.toContain('130171');

    const headers = (await t.app.inject({ url: '/api/region/branch' })).headers;
    expect(headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(headers.etag).toMatch(/^".+"$/);
  });

  it('gives municipalities a city level named after themselves, so that every path has three levels', async () => {
    const region: Area[] = (await t.call('GET', 'region/branch')).body.payload.region;
    const beijing = find(region, '110000')!;
    expect(beijing.children).toHaveLength(1);
    expect(beijing.children![0]).toMatchObject({ label: '北京市', value: '110100', type: 2 });
    expect(find(beijing.children![0]!.children, '110101')).toEqual({ label: '东城区', value: '110101', type: 3 });
    expect(beijing.children![0]!.children).toHaveLength(16);
    // 重庆's districts and counties together under one city.
    const chongqing = find(region, '500000')!.children![0]!;
    expect(chongqing).toMatchObject({ label: '重庆市', value: '500100' });
    expect(chongqing.children!.map((d) => d.label)).toEqual(expect.arrayContaining(['渝中区', '城口县']));
    // Province-administered county-level cities stand on the city level; a city without districts is its own.
    const hubei = find(region, '420000')!;
    expect(find(hubei.children, '429004')).toEqual({ label: '仙桃市', value: '429004', type: 2, children: [{ label: '仙桃市', value: '429004', type: 3 }] });
    expect(find(find(region, '440000')!.children, '441900')!.children).toEqual([{ label: '东莞市', value: '441900', type: 3 }]);
    for (const province of region) {
      for (const city of province.children ?? []) {
        expect(city.type, city.label).toBe(2);
        expect(city.children?.length, city.label).toBeGreaterThan(0);
        for (const district of city.children!) expect(district.type).toBe(3);
      }
    }
  });

  it('answers fewer levels, or the part below a parent', async () => {
    const provinces: Area[] = (await t.call('GET', 'region/branch', { query: { type: 1 } })).body.payload.region;
    expect(provinces).toHaveLength(34);
    expect(provinces.every((p) => p.children === undefined)).toBe(true);
    const cities: Area[] = (await t.call('GET', 'region/branch', { query: { type: 2, parent: '440000' } })).body.payload.region;
    expect(cities.map((c) => c.label)).toEqual(expect.arrayContaining(['广州市', '深圳市', '东莞市']));
    expect(cities.every((c) => c.type === 2 && c.children === undefined)).toBe(true);
    const districts: Area[] = (await t.call('GET', 'region/branch', { query: { parent: '440300' } })).body.payload.region;
    expect(districts.map((d) => d.label)).toContain('南山区');
    // A district has nothing below it.
    expect((await t.call('GET', 'region/branch', { query: { parent: '440305' } })).body.payload.region).toEqual([]);
  });

  it('answers 304 to a client holding the ETag, and gzip to a client that takes it', async () => {
    const first = await t.app.inject({ url: '/api/region/branch', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toContain('accept-encoding');
    const zipped = first.rawPayload;
    const json = JSON.parse(gunzipSync(zipped).toString('utf8'));
    expect(json.payload.region).toHaveLength(34);
    // Compact: the whole tree is well under 50 kB on the wire.
    expect(zipped.length).toBeLessThan(50_000);
    const again = await t.app.inject({ url: '/api/region/branch', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another level has another ETag.
    const provinces = await t.app.inject({ url: '/api/region/branch?type=1', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(provinces.statusCode).toBe(200);
    expect(provinces.headers.etag).not.toBe(first.headers.etag);
  });

  it('refuses bad input with 1400 and an unknown parent with 1404', async () => {
    for (const type of ['0', '4', 'all', '-2']) {
      const reply = await t.call('GET', 'region/branch', { query: { type } });
      expect(reply.status, type).toBe(400);
      expect(reply.body.code, type).toBe(1400);
      expect(reply.body.message).toContain('type');
    }
    const bad = await t.call('GET', 'region/branch', { query: { parent: '44' } });
    expect(bad.body).toMatchObject({ code: 1400, message: '参数 parent（上级行政区划代码）格式不正确' });
    const unknown = await t.call('GET', 'region/branch', { query: { parent: '999999' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 1404, message: '行政区划代码 999999 不存在' });
    // Failures are never cached.
    expect((await t.app.inject({ url: '/api/region/branch?parent=999999' })).headers['cache-control']).toBe('no-store');
  });
});

describe('region/resolve', () => {
  it('needs a token', async () => {
    const reply = await t.call('GET', 'region/resolve', { query: { code: '440305' } });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe(1401);
  });

  it('turns an adcode into province, city and district', async () => {
    const reply = await t.call('GET', 'region/resolve', { token, query: { code: '440305' } });
    expect(reply.body.code).toBe(1001);
    expect(reply.body.payload).toEqual({
      adcode: '440305',
      type: 3,
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      path: [
        { label: '广东省', value: '440000', type: 1 },
        { label: '深圳市', value: '440300', type: 2 },
        { label: '南山区', value: '440305', type: 3 },
      ],
    });
    const beijing = (await t.call('GET', 'region/resolve', { token, query: { code: '110101' } })).body.payload;
    expect(beijing).toMatchObject({ province: '北京市', city: '北京市', district: '东城区', type: 3 });
    const province = (await t.call('GET', 'region/resolve', { token, query: { code: '440000' } })).body.payload;
    expect(province).toEqual({ adcode: '440000', type: 1, province: '广东省', path: [{ label: '广东省', value: '440000', type: 1 }] });
    const city = (await t.call('GET', 'region/resolve', { token, query: { code: '440300' } })).body.payload;
    expect(city).toMatchObject({ type: 2, province: '广东省', city: '深圳市' });
    expect(city.district).toBeUndefined();
  });

  it('finds a place by its names, full or short, and asks for a parent when a name is shared', async () => {
    for (const name of ['广东省深圳市南山区', '广东 深圳 南山', '广东省/深圳市/南山区', '深圳市南山区']) {
      const reply = await t.call('GET', 'region/resolve', { token, query: { name } });
      expect(reply.body.payload?.adcode, name).toBe('440305');
    }
    expect((await t.call('GET', 'region/resolve', { token, query: { name: '北京市朝阳区' } })).body.payload.adcode).toBe('110105');
    const shared = await t.call('GET', 'region/resolve', { token, query: { name: '朝阳区' } });
    expect(shared.body.code).toBe(1400);
    expect(shared.body.message).toContain('北京市朝阳区');
    expect(shared.body.message).toContain('吉林省长春市朝阳区');
    const missing = await t.call('GET', 'region/resolve', { token, query: { name: '火星市' } });
    expect(missing.body).toMatchObject({ code: 1404, message: '行政区划“火星市”不存在' });
  });

  it('answers 1404 for an unknown code and 1400 for bad or missing input', async () => {
    const unknown = await t.call('GET', 'region/resolve', { token, query: { code: '440399' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 1404, message: '行政区划代码 440399 不存在' });
    // A 市辖区 placeholder code is no place either.
    expect((await t.call('GET', 'region/resolve', { token, query: { code: '440301' } })).body.code).toBe(1404);
    for (const code of ['44030', '4403055', 'abcdef']) {
      const reply = await t.call('GET', 'region/resolve', { token, query: { code } });
      expect(reply.body.code, code).toBe(1400);
      expect(reply.body.message).toContain('code');
    }
    const none = await t.call('GET', 'region/resolve', { token });
    expect(none.body.code).toBe(1400);
    expect(none.body.message).toContain('code');
  });
});
