import { describe, expect, it } from 'vitest';
import { buildRequestUrl, requestHeaders } from './http.ts';

describe('buildRequestUrl', () => {
  it('fills path parameters and appends the query', () => {
    expect(buildRequestUrl('/api/h5/place/:id', { id: 7 })).toBe('/api/h5/place/7');
    expect(buildRequestUrl('/api/h5/place', undefined, { page: 1, size: 9999 })).toBe('/api/h5/place?page=1&size=9999');
  });
  it('leaves out undefined and null query values', () => {
    expect(buildRequestUrl('/api/h5/place', undefined, { page: 1, classId: undefined, q: null })).toBe('/api/h5/place?page=1');
  });
  it('encodes parameter values', () => {
    expect(buildRequestUrl('/api/search', undefined, { q: '九寨 沟' })).toBe('/api/search?q=%E4%B9%9D%E5%AF%A8+%E6%B2%9F');
  });
});

describe('requestHeaders', () => {
  it('always sends the tenant, WebP and language headers', () => {
    expect(requestHeaders({ tenant: 'demo', language: 'ja', webp: false, token: null, json: false })).toEqual({ 'x-tenant-domain': 'demo', 'x-webp-support': 'false', 'accept-language': 'ja' });
  });
  it('sends the token as a bearer authorization and a JSON content type for bodies', () => {
    expect(requestHeaders({ tenant: 'demo', language: 'zh-CN', webp: true, token: 'abc', json: true })).toEqual({
      'x-tenant-domain': 'demo',
      'x-webp-support': 'true',
      'accept-language': 'zh-CN',
      authorization: 'Bearer abc',
      'content-type': 'application/json',
    });
  });
});
