import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@youlan/contract/runtime';
import { ApiError, ClientErrorCode } from '../platform/http.ts';
import { ONLINE_RETRIES_MAX, isNetworkFailure, retryDelayMs, retryOnNetwork, type Connectivity } from './upload-retry.ts';

const networkDown = () => new ApiError(ClientErrorCode.NETWORK, 'offline', 0);

/** A phone whose connection the test switches. */
function phone(online: boolean) {
  const waiting = new Set<() => void>();
  const connectivity: Connectivity = {
    isOnline: () => online,
    onOnline(callback) {
      waiting.add(callback);
      return () => waiting.delete(callback);
    },
  };
  return {
    connectivity,
    goOnline() {
      online = true;
      for (const callback of waiting) callback();
      waiting.clear();
    },
  };
}

describe('retryDelayMs', () => {
  it('doubles from a second up to half a minute', () => {
    const none = () => 0;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((retry) => retryDelayMs(retry, none))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('takes up to a fifth off at random', () => {
    expect(retryDelayMs(2, () => 1)).toBe(3200);
    expect(retryDelayMs(2, () => 0.5)).toBe(3600);
  });
});

describe('isNetworkFailure', () => {
  it('retries a lost network or a timeout, not a refusal', () => {
    expect(isNetworkFailure(networkDown())).toBe(true);
    expect(isNetworkFailure(new ApiError(ClientErrorCode.TIMEOUT, 'slow', 0))).toBe(true);
    expect(isNetworkFailure(new ApiError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'no', 415))).toBe(false);
    expect(isNetworkFailure(new DOMException('cancelled', 'AbortError'))).toBe(false);
  });
});

describe('retryOnNetwork', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits offline for as long as it takes, then tries again when the network returns', async () => {
    const { connectivity, goOnline } = phone(false);
    const step = vi.fn().mockRejectedValueOnce(networkDown()).mockResolvedValue('done');
    const waiting: boolean[] = [];
    const result = retryOnNetwork(step, { connectivity, onWaiting: (value) => waiting.push(value), random: () => 0 });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(step).toHaveBeenCalledTimes(1);
    expect(waiting).toEqual([true]);
    goOnline();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('done');
    expect(step).toHaveBeenCalledTimes(2);
    expect(waiting).toEqual([true, false]);
  });

  it('gives up online after its tries, with the last failure', async () => {
    const { connectivity } = phone(true);
    const step = vi.fn().mockRejectedValue(networkDown());
    const result = retryOnNetwork(step, { connectivity, random: () => 0 });
    const settled = expect(result).rejects.toMatchObject({ code: ClientErrorCode.NETWORK });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    await settled;
    expect(step).toHaveBeenCalledTimes(ONLINE_RETRIES_MAX + 1);
  });

  it('does not retry a refusal', async () => {
    const refused = new ApiError(ErrorCode.PAYLOAD_TOO_LARGE, 'big', 413);
    const step = vi.fn().mockRejectedValue(refused);
    await expect(retryOnNetwork(step, { connectivity: phone(true).connectivity })).rejects.toBe(refused);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when cancelled', async () => {
    const controller = new AbortController();
    const step = vi.fn().mockRejectedValue(networkDown());
    const result = retryOnNetwork(step, { connectivity: phone(false).connectivity, signal: controller.signal });
    const settled = expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await settled;
    expect(step).toHaveBeenCalledTimes(1);
  });
});
