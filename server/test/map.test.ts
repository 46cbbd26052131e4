import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tencentSignature } from '../src/modules/map/map.provider.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * A fake of the Tencent-style WebService API (there is no internet here): it answers the three paths the
 * proxy uses with the provider's shapes, records what it was asked, and can be told to fail.
 */
interface FakeProvider {
  url: string;
  requests: URL[];
  /** The next reply's status (0 success, 120 quota, 110 refused key…), or 'down' for a 502. */
  next: number | 'down' | undefined;
  close(): Promise<void>;
}

async function startFakeProvider(): Promise<FakeProvider> {
  const fake = { requests: [] as URL[], next: undefined as FakeProvider['next'] };
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    fake.requests.push(url);
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const next = fake.next;
    fake.next = undefined;
    if (next === 'down') return reply(502, { message: 'bad gateway' });
    if (next !== undefined && next !== 0) return reply(200, { status: next, message: next === 120 ? '此key每秒请求量已达到上限' : '请求来源未被授权' });
    const keyword = url.searchParams.get('keyword') ?? '';
    if (url.pathname === '/ws/place/v1/suggestion') {
      if (keyword === '无结果') return reply(200, { status: 0, message: 'query ok', count: 0, data: [] });
      return reply(200, {
        status: 0,
        message: 'query ok',
        count: 2,
        data: [
          { id: '111', title: `${keyword}(南山店)`, address: '广东省深圳市南山区深南大道9668号', province: '广东省', city: '深圳市', district: '南山区', adcode: 440305, type: 0, location: { lat: 22.5351, lng: 113.9543 } },
          { id: '222', title: `${keyword}(福田店)`, address: '广东省深圳市福田区福华一路', province: '广东省', city: '深圳市', district: '福田区', adcode: 440304, type: 0, location: { lat: 22.5376, lng: 114.0553 } },
        ],
      });
    }
    if (url.pathname === '/ws/place/v1/search') {
      return reply(200, {
        status: 0,
        message: 'query ok',
        count: 31,
        data: [
          {
            id: '333',
            title: keyword,
            address: '深圳市南山区科苑南路',
            tel: '',
            category: '购物:综合商场',
            location: { lat: 22.5201, lng: 113.9405 },
            ad_info: { adcode: 440305, province: '广东省', city: '深圳市', district: '南山区' },
          },
        ],
      });
    }
    if (url.pathname === '/ws/geocoder/v1/') {
      const [lat] = (url.searchParams.get('location') ?? '').split(',').map(Number);
      // Far south: open sea, where the provider knows no address.
      if (lat! < 10) return reply(200, { status: 0, message: 'query ok', result: { address: '', ad_info: { nation: '' } } });
      return reply(200, {
        status: 0,
        message: 'query ok',
        result: {
          location: { lat: 22.5, lng: 113.9 },
          address: '广东省深圳市南山区滨海大道',
          formatted_addresses: { recommend: '南山区深圳湾公园' },
          address_component: { nation: '中国', province: '广东省', city: '深圳市', district: '南山区', street: '滨海大道' },
          ad_info: { nation_code: '156', adcode: '440305', city_code: '156440300', name: '中国,广东省,深圳市,南山区', nation: '中国', province: '广东省', city: '深圳市', district: '南山区' },
        },
      });
    }
    return reply(404, { status: 404, message: 'unknown path' });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}

let fake: FakeProvider;
let t: TestApp;
let offline: TestApp;
let token: string;

beforeAll(async () => {
  fake = await startFakeProvider();
  [t, offline] = await Promise.all([
    createTestApp({
      env: {
        MAP_PROVIDER_KEY: 'TEST-KEY',
        MAP_PROVIDER_SECRET: 'TEST-SK',
        MAP_PROVIDER_URL: fake.url,
        MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© 示例地图',
      },
    }),
    createTestApp(),
  ]);
  token = await t.login('parking-merchant');
});
afterAll(async () => {
  await Promise.all([t?.close(), offline?.close()]);
  await fake?.close();
});

describe('map settings in the domain summary', () => {
  it('tell the console the tile sources and whether place search is available, never the key', async () => {
    const reply = await t.call('GET', 'merchant/app/rt/summary', { query: { domain: 'console.example.com' } });
    expect(reply.body.payload.map).toEqual({
      tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      satellite_tile_url: '',
      tile_attribution: '© 示例地图',
      place_search: true,
    });
    expect(JSON.stringify(reply.body)).not.toContain('TEST-KEY');
    expect(reply.body.payload.region_version).toMatch(/^.{8,}$/);
  });

  it('are empty by default: no tiles, no place search', async () => {
    const reply = await offline.call('GET', 'merchant/app/rt/summary', { query: { domain: 'console.example.com' } });
    expect(reply.body.payload.map).toEqual({ tile_url: '', satellite_tile_url: '', tile_attribution: '', place_search: false });
  });
});

describe('map/place/suggestion and map/place/search', () => {
  it('need a login', async () => {
    expect((await t.call('GET', 'map/place/suggestion', { query: { keyword: '万象城' } })).body.code).toBe(1401);
  });

  it('answer suggestions in the place-result shape, with the key and a valid signature sent to the provider', async () => {
    fake.requests.length = 0;
    const reply = await t.call('GET', 'map/place/suggestion', { token, query: { keyword: '万象城', region: '深圳市', lat: 22.54, lng: 114.05 } });
    expect(reply.body.code).toBe(1001);
    expect(reply.body.payload.paging_header).toEqual({ total_count: 2, page_index: 1, page_size: 10 });
    expect(reply.body.payload.row[0]).toEqual({
      id: '111',
      title: '万象城(南山店)',
      address: '广东省深圳市南山区深南大道9668号',
      location: { lat: 22.5351, lng: 113.9543 },
      ad_info: { adcode: '440305', province: '广东省', city: '深圳市', district: '南山区' },
    });
    const asked = fake.requests[0]!;
    expect(asked.pathname).toBe('/ws/place/v1/suggestion');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ key: 'TEST-KEY', keyword: '万象城', region: '深圳市', location: '22.54,114.05', page_size: '10', page_index: '1' });
    const { sig, ...signed } = Object.fromEntries(asked.searchParams);
    expect(sig).toBe(tencentSignature('/ws/place/v1/suggestion', signed, 'TEST-SK'));
  });

  it('serves a repeated question from its cache', async () => {
    fake.requests.length = 0;
    await t.call('GET', 'map/place/suggestion', { token, query: { keyword: '海岸城', page_size: 5 } });
    await t.call('GET', 'map/place/suggestion', { token, query: { keyword: '海岸城', page_size: 5 } });
    expect(fake.requests).toHaveLength(1);
  });

  it('searches within a city, around a point, or nationwide through the suggestion API', async () => {
    fake.requests.length = 0;
    const inCity = await t.call('GET', 'map/place/search', { token, query: { keyword: '海岸城', region: '深圳', page_size: 20 } });
    expect(inCity.body.payload.row[0]).toMatchObject({ id: '333', ad_info: { adcode: '440305' } });
    expect(inCity.body.payload.paging_header).toEqual({ total_count: 31, page_index: 1, page_size: 20 });
    await t.call('GET', 'map/place/search', { token, query: { keyword: '海岸城', lat: 22.5, lng: 113.9 } });
    await t.call('GET', 'map/place/search', { token, query: { keyword: '海岸城' } });
    expect(fake.requests.map((r) => `${r.pathname} ${r.searchParams.get('boundary') ?? ''}`)).toEqual([
      '/ws/place/v1/search region(深圳,1)',
      '/ws/place/v1/search nearby(22.5,113.9,1000,1)',
      '/ws/place/v1/suggestion ',
    ]);
  });

  it('answers 1002 with an empty list when nothing matches, and validates the keyword', async () => {
    const none = await t.call('GET', 'map/place/suggestion', { token, query: { keyword: '无结果' } });
    expect(none.body.code).toBe(1002);
    expect(none.body.payload.row).toEqual([]);
    expect((await t.call('GET', 'map/place/suggestion', { token, query: { keyword: 'x'.repeat(51) } })).body.code).toBe(1400);
    expect((await t.call('GET', 'map/place/search', { token, query: {} })).body.code).toBe(1400);
  });

  it('turns provider failures into clear codes without the provider\'s words', async () => {
    fake.next = 120;
    const quota = await t.call('GET', 'map/place/suggestion', { token, query: { keyword: '配额' } });
    expect(quota.status).toBe(429);
    expect(quota.body).toMatchObject({ code: 1429, message: '地图服务调用次数已达上限' });
    fake.next = 110;
    const refused = await t.call('GET', 'map/place/suggestion', { token, query: { keyword: '拒绝' } });
    expect(refused.body).toMatchObject({ code: 1500, message: '地图服务暂不可用' });
    expect(refused.body.hint).toContain('密钥');
    expect(JSON.stringify(refused.body)).not.toContain('未被授权');
    fake.next = 'down';
    const down = await t.call('GET', 'map/place/search', { token, query: { keyword: '宕机', region: '深圳' } });
    expect(down.body).toMatchObject({ code: 1500, message: '地图服务暂不可用' });
    // A failure is not cached: the next try reaches the provider again.
    const again = await t.call('GET', 'map/place/search', { token, query: { keyword: '宕机', region: '深圳' } });
    expect(again.body.code).toBe(1001);
  });
});

describe('map/geocoder', () => {
  it('answers the address and division of a point, keeping the point picked', async () => {
    const reply = await t.call('GET', 'map/geocoder', { token, query: { lat: 22.503421, lng: 113.943812 } });
    expect(reply.body.code).toBe(1001);
    expect(reply.body.payload).toEqual({
      address: '广东省深圳市南山区滨海大道',
      recommend: '南山区深圳湾公园',
      location: { lat: 22.503421, lng: 113.943812 },
      ad_info: { adcode: '440305', province: '广东省', city: '深圳市', district: '南山区' },
    });
    expect(fake.requests.at(-1)!.searchParams.get('location')).toBe('22.503421,113.943812');
  });

  it('answers 1404 where the provider knows no address, and 1400 for coordinates off the globe', async () => {
    const sea = await t.call('GET', 'map/geocoder', { token, query: { lat: 5.1, lng: 113.9 } });
    expect(sea.body).toMatchObject({ code: 1404, message: '该位置没有可用的地址信息' });
    expect((await t.call('GET', 'map/geocoder', { token, query: { lat: 91, lng: 113.9 } })).body.code).toBe(1400);
  });
});

describe('without MAP_PROVIDER_KEY', () => {
  it('answers 1430 with a message that says what is missing and what to do instead', async () => {
    const offlineToken = await offline.login('parking-merchant');
    for (const [path, query] of [
      ['map/place/suggestion', { keyword: '万象城' }],
      ['map/place/search', { keyword: '万象城' }],
      ['map/geocoder', { lat: 22.5, lng: 113.9 }],
    ] as const) {
      const reply = await offline.call('GET', path, { token: offlineToken, query });
      expect(reply.body, path).toMatchObject({ code: 1430, message: '未配置地图服务' });
      expect(reply.body.hint).toContain('MAP_PROVIDER_KEY');
    }
  });
});
