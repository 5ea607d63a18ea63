import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsapiSignature, urlWithoutFragment } from './wechat.signature.ts';

describe('jsapiSignature', () => {
  it("reproduces the example of WeChat's JS-SDK documentation (appendix 1)", () => {
    const signature = jsapiSignature({
      ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com?params=value',
    });
    expect(signature).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs any URL with a # part as the URL without it', () => {
    const fragmentFree = fc.webUrl({ withQueryParameters: true }).map((url) => urlWithoutFragment(url));
    fc.assert(
      fc.property(fragmentFree, fc.string(), fc.string({ minLength: 1 }), fc.integer({ min: 0, max: 2 ** 31 }), (url, fragment, nonceStr, timestamp) => {
        const ticket = 'ticket';
        expect(jsapiSignature({ ticket, nonceStr, timestamp, url: `${url}#${fragment}` })).toBe(jsapiSignature({ ticket, nonceStr, timestamp, url }));
      }),
    );
  });

  it('keeps the URL unescaped: a different query is a different signature', () => {
    const base = { ticket: 't', nonceStr: 'n', timestamp: 1 };
    expect(jsapiSignature({ ...base, url: 'https://a.example/x?q=中文' })).not.toBe(jsapiSignature({ ...base, url: 'https://a.example/x?q=%E4%B8%AD%E6%96%87' }));
  });
});
