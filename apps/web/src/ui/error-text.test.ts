import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode } from '@youlan/contract/runtime';
import { describe, expect, it } from 'vitest';
import { ApiError, ClientErrorCode } from '../platform/http.ts';
import { i18n } from '../platform/i18n/index.ts';
import { errorText, errorTextOfCode, fieldErrorText } from './error-text.ts';

describe('errorText', () => {
  // English is checked by the browser test of the damaged help-shoot link (boost.test.ts).
  it("never shows the server's words for a code the app knows", () => {
    const raw = 'Invalid query.secret: Too small: expected string to have >=24 characters';
    const error = new ApiError(ErrorCode.BAD_REQUEST, raw, 400, 'query.secret');
    expect(errorText(error)).toBe('请求有误，请刷新页面后重试');
  });

  it("gives the client's own failures their texts, and anything else a general one", () => {
    expect(errorText(new ApiError(ClientErrorCode.NETWORK, 'x', 0))).toBe(i18n.t('http.network'));
    expect(errorText(new ApiError(ErrorCode.OUT_OF_RANGE, 'You are 350 m from 东宫门', 422))).toBe('离这里太远或定位不准，请走近后再试');
    expect(errorText(new TypeError('undefined is not a function'))).toBe('出了点问题，请稍后重试');
  });

  it('gives a code kept as a string its text, an unknown one the general text', () => {
    expect(errorTextOfCode('FORBIDDEN')).toBe('没有权限这样做，请重新打开页面');
    expect(errorTextOfCode('SOMETHING_NEW')).toBe('出了点问题，请稍后重试');
    expect(errorTextOfCode('toString')).toBe('出了点问题，请稍后重试');
  });

  it('asks the visitor to change a refused field, in their words', () => {
    expect(fieldErrorText()).toBe('这一项没有通过检查，请修改后再提交');
  });

  it("leaves no screen showing a failed call's own message", () => {
    // `{query.error.message}`, `{ message: error.message }`: the server's words, in English (issue 29).
    const features = join(import.meta.dirname, '../features');
    const showing = globSync('**/*.tsx', { cwd: features }).filter((file) => /\berror\.message\b/.test(readFileSync(join(features, file), 'utf8')));
    expect(showing).toEqual([]);
  });
});
