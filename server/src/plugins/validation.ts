import type { Static, TSchema } from '@sinclair/typebox';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { validationRules } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { badParameter } from '../errors.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** The validator of every call's input; also for inputs checked inside a service (a report kind's filters). */
export function makeAjv(coerce: boolean) {
  const ajv = new Ajv({
    // Query values arrive as text (and a single value of an array as a scalar); JSON bodies keep their types.
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: 'all',
    allErrors: false,
    verbose: true,
    strict: false,
  });
  addFormats(ajv);
  // The validators of document 1 §5 as formats: a call declares `Type.String({ format: 'mobile' })` and the
  // server checks exactly what the console's forms check.
  for (const [name, rule] of Object.entries(validationRules)) ajv.addFormat(name, { type: 'string', validate: rule.test });
  return ajv;
}

/** Query and params coerce text to the declared types; bodies must already carry them. */
export function registerValidation(app: FastifyInstance) {
  const coercing = makeAjv(true);
  const strict = makeAjv(false);
  app.setValidatorCompiler(({ schema, httpPart }) => lazily(() => (httpPart === 'body' ? strict : coercing).compile(schema)));
}

/**
 * Replies are serialized by their declared schema (fast-json-stringify, as Fastify's default does), each serializer
 * compiled at its first reply: compiling all of them when the app became ready took over a second of every start and
 * of every API test file (docs/decisions.md, "Test run length").
 */
export function registerSerialization(app: FastifyInstance) {
  app.setSerializerCompiler(({ schema }) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => (serialize ??= fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]))(data);
  });
}

/**
 * A validator compiled at its first use: the app starts without compiling the schemas of its hundreds of calls
 * (a third of a start; docs/decisions.md, "Test run length"). Fastify reads a failed check's `errors` off the function.
 */
function lazily(compile: () => ValidateFunction): ValidateFunction {
  let check: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    check ??= compile();
    const valid = check(data);
    validate.errors = check.errors;
    return valid;
  }) as ValidateFunction;
  return validate;
}

/**
 * A body check for a call whose body takes one of several forms (the login: password or code): the handler picks
 * the form, and this answers 1400 with the message the schema check would give.
 */
export function bodyChecker<T extends TSchema>(schema: T) {
  const check = makeAjv(false).compile(schema);
  return (body: unknown): Static<T> => {
    if (!check(body)) throw badParameter(describeValidationError(check.errors![0]!, 'body'), '请按提示修改后重新提交');
    return body as Static<T>;
  };
}

const typeNames: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '文本',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  null: '空值',
};

/** A Chinese message naming the field of the first schema violation. */
export function describeValidationError(error: ErrorObject, part: string): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = error.keyword === 'required' ? String(error.params.missingProperty) : '';
  const field = missing || path || (part === 'body' ? '请求体' : '请求参数');
  const schema = (error.keyword === 'required'
    ? (error.parentSchema as { properties?: Record<string, { title?: string }> } | undefined)?.properties?.[missing]
    : (error.parentSchema as { title?: string } | undefined)) ?? {};
  // The label ends either with a full-width bracket or a space, so that the Chinese reads without gaps.
  const label = schema.title ? `${field}（${schema.title}）` : `${field} `;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `缺少必填参数 ${label.trim()}`;
    case 'type':
      return `参数 ${label}应为${String(p.type).split(',').map((t) => typeNames[t] ?? t).join('或')}`;
    case 'maxLength':
      return `参数 ${label}长度不能超过 ${p.limit} 个字符`;
    case 'minLength':
      return p.limit === 1 ? `参数 ${label}不能为空` : `参数 ${label}长度不能少于 ${p.limit} 个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `参数 ${label}不能小于 ${p.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `参数 ${label}不能大于 ${p.limit}`;
    case 'minItems':
      return `参数 ${label}至少需要 ${p.limit} 项`;
    case 'maxItems':
      return `参数 ${label}最多 ${p.limit} 项`;
    case 'format': {
      const rule = validationRules[String(p.format) as keyof typeof validationRules];
      return rule ? `参数 ${label}：${rule.message}` : `参数 ${label}格式不正确`;
    }
    case 'pattern':
      return `参数 ${label}格式不正确`;
    case 'const':
    case 'enum':
    case 'anyOf':
    case 'oneOf':
      return `参数 ${label}的取值不在允许范围内`;
    default:
      return `参数 ${label}不符合要求`;
  }
}
