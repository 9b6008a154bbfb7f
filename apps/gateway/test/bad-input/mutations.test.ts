import { describe, expect, it } from 'vitest';
import { badCases, paramNames, routeInfos } from './mutations.ts';
import { ARRAY_FIELD_VARIANTS, BODY_FIELD_VARIANTS, PATH_VALUE_VARIANTS, QUERY_VALUE_VARIANTS, rawJson, sampleObject, toJson } from './schema-values.ts';

const body = {
  type: 'object',
  required: ['pid', 'code'],
  properties: {
    pid: { type: 'integer', minimum: 1 },
    code: { type: 'string', minLength: 3 },
    tags: { anyOf: [{ type: 'null' }, { type: 'array', items: { type: 'integer' } }] },
  },
};

describe('mutations derived from a route schema', () => {
  it('splits multi-method routes and keeps their schemas', () => {
    const infos = routeInfos({ method: ['PUT', 'post'], url: '/api/x/:id', schema: { body, consumes: ['multipart/form-data'] } });
    expect(infos.map((info) => info.method)).toEqual(['PUT', 'POST']);
    expect(infos[0]?.body).toBe(body);
    expect(infos[0]?.consumes).toEqual(['multipart/form-data']);
    expect(paramNames('/api/x/:id/:name')).toEqual(['id', 'name']);
    expect(paramNames('/admin/*')).toEqual(['*']);
  });

  it('fills required fields with named values first, then values the schema accepts', () => {
    expect(sampleObject(body, { pid: 42 })).toEqual({ pid: 42, code: 'xxx' });
  });

  it('mutates every declared field, drops each required one, and adds unknown ones', () => {
    const cases = badCases({ method: 'POST', url: '/api/x/:id', body }, { pid: 42 });
    const labels = cases.map((item) => item.label);
    for (const field of ['pid', 'code']) {
      expect(labels.filter((label) => label.startsWith(`body.${field} = `))).toHaveLength(BODY_FIELD_VARIANTS.length);
      expect(labels).toContain(`body missing ${field}`);
    }
    expect(labels.filter((label) => label.startsWith('body.tags = '))).toHaveLength(BODY_FIELD_VARIANTS.length + ARRAY_FIELD_VARIANTS.length);
    expect(labels.filter((label) => label.startsWith('path id = '))).toHaveLength(PATH_VALUE_VARIANTS.length);
    expect(labels.filter((label) => label.startsWith('query id = '))).toHaveLength(QUERY_VALUE_VARIANTS.length);
    const missingCode = cases.find((item) => item.label === 'body missing code');
    expect(JSON.parse(String(missingCode?.payload))).toEqual({ pid: 42 });
    expect(cases.find((item) => item.label === 'body.pid = number 1e400 (Infinity once parsed)')?.payload).toBe('{"pid":1e400,"code":"xxx"}');
    expect(new Set(cases.map((item) => item.kind))).toContain('body-unknown');
  });

  it('sends no body mutations to GET routes, only query and path ones', () => {
    const cases = badCases({ method: 'GET', url: '/api/y', querystring: { type: 'object', properties: { page: { type: 'integer' } } } }, {});
    expect(cases.every((item) => item.payload === undefined)).toBe(true);
    expect(cases.some((item) => item.url === '/api/y?page=1e309')).toBe(true);
  });

  it('writes JSON literals that JSON.stringify cannot', () => {
    expect(toJson({ a: rawJson('-1e400'), b: 'x' })).toBe('{"a":-1e400,"b":"x"}');
  });
});
