import { callList, permissionEntry, type CallDefinition } from '@console/contract';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: '商户管理平台 API', version: '1', description: '所有接口的回复为 {code, message, payload}；失败时带 hint 与 seqno。' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    hideUntagged: true,
  });
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function fields(schema: CallDefinition['query']) {
  if (!schema) return '<span class="none">无</span>';
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties).map(([name, field]) => {
    const f = field as { title?: string; type?: string; description?: string; anyOf?: { const?: unknown }[]; const?: unknown };
    const type = f.anyOf ? f.anyOf.map((o) => JSON.stringify(o.const)).join(' | ') : f.const !== undefined ? JSON.stringify(f.const) : (f.type ?? '');
    return `<tr><td><code>${escape(name)}</code></td><td>${escape(type)}</td><td>${required.has(name) ? '是' : ''}</td><td>${escape(f.title ?? f.description ?? '')}</td></tr>`;
  });
  return rows.length ? `<table><tr><th>参数</th><th>类型</th><th>必填</th><th>说明</th></tr>${rows.join('')}</table>` : '<span class="none">无</span>';
}

function rule(call: CallDefinition) {
  if (call.auth === 'none') return '无需登录';
  if (call.auth === 'external') return '外部链接的临时令牌';
  if (!call.permission) return '登录即可';
  const [joiner, codes] = 'allOf' in call.permission ? ['全部', call.permission.allOf] : ['任一', call.permission.anyOf];
  return `${joiner}：${codes.map((c) => `<code>${escape(c)}</code> ${escape(permissionEntry(c)?.label ?? '')}`).join('、')}`;
}

/** A readable reference of every call, from the same definitions the server registers. */
export function referencePage(): string {
  const byArea = new Map<string, CallDefinition[]>();
  for (const call of callList) {
    const area = call.path.split('/')[0]!;
    byArea.set(area, [...(byArea.get(area) ?? []), call]);
  }
  const sections = [...byArea].map(
    ([area, list]) => `<h2>${escape(area)}</h2>${list
      .map(
        (call) => `<section><h3><span class="m ${call.method}">${call.method}</span> /api/${escape(call.path)}${call.deprecated ? ' <em>已弃用</em>' : ''}</h3>
<p>${escape(call.summary)}</p><p class="meta">权限：${rule(call)}${call.product ? `；产品：${call.product.map((p) => `<code>${escape(p)}</code>`).join(' 或 ')}` : ''}；超时 ${call.timeout ?? 20000} ms</p>
${call.method === 'GET' || call.method === 'DELETE' ? fields(call.query) : fields(call.body)}</section>`,
      )
      .join('')}`,
  );
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>商户管理平台 API 参考</title><style>
body{font:14px/1.6 system-ui,"Noto Sans CJK SC",sans-serif;margin:0 auto;max-width:1000px;padding:24px;color:#1f2329}
h2{border-bottom:2px solid #409eff;padding-bottom:4px;margin-top:32px}h3{font-size:15px;margin:0}section{border:1px solid #e5e6eb;border-radius:6px;padding:12px 16px;margin:12px 0}
.m{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font-size:12px;margin-right:6px}.GET{background:#67c23a}.POST{background:#409eff}.PUT{background:#e6a23c}.DELETE{background:#f56c6c}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #e5e6eb;padding:4px 8px;text-align:left}.meta{color:#646a73}.none{color:#999}code{background:#f2f3f5;padding:0 4px;border-radius:3px}
</style></head><body><h1>商户管理平台 API 参考</h1><p>基础路径 <code>/api</code>；令牌放在 <code>Authorization: Bearer …</code>；GET 参数走查询串（数组用重复键 <code>id=1&amp;id=2</code>），其余方法发送 JSON。
回复 <code>{code, message, payload}</code>：1001 成功，1002 无数据，1000 中性，14xx 警告（1400 参数错误），失败带 <code>hint</code> 与 <code>seqno</code>。机器可读版本：<a href="/api/openapi.json">/api/openapi.json</a>。</p>${sections.join('')}</body></html>`;
}
