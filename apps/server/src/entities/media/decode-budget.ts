/**
 * A visitor's uploads cost CPU as well as bytes: a small PNG can take seconds to read, and a free
 * guest made in bulk could spend the decode threads of a whole area (issue 25). Each visitor may
 * spend this many milliseconds of decoding in an hour; a phone's photos take a fraction of a second
 * each, so only a script meets it. Counted per instance (as the threads it protects are).
 */
import { ErrorCode } from '@youlan/contract';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../platform/errors.ts';

const WINDOW_MS = 60 * 60_000;
/** Visitors remembered at once; the least recent are forgotten first. */
const ACCOUNTS_MAX = 50_000;

interface Account {
  since: number;
  spentMs: number;
}

export class DecodeBudget {
  readonly #accounts = new LRUCache<string, Account>({ max: ACCOUNTS_MAX });
  readonly #limitMs: number;
  readonly #now: () => number;

  constructor(limitMs: number, now: () => number = Date.now) {
    this.#limitMs = limitMs;
    this.#now = now;
  }

  #account(holder: string): Account {
    const now = this.#now();
    let account = this.#accounts.get(holder);
    if (!account || now - account.since >= WINDOW_MS) {
      account = { since: now, spentMs: 0 };
      this.#accounts.set(holder, account);
    }
    return account;
  }

  /** 429 with Retry-After when the holder spent its hour's decoding already. */
  require(holder: string): void {
    const account = this.#account(holder);
    if (account.spentMs < this.#limitMs) return;
    const seconds = Math.max(1, Math.ceil((account.since + WINDOW_MS - this.#now()) / 1000));
    throw new AppError(429, ErrorCode.RATE_LIMITED, `Your photos took a lot of reading this hour: send this one again in ${Math.ceil(seconds / 60)} min, or as a smaller JPEG`, {
      headers: { 'retry-after': String(seconds) },
    });
  }

  charge(holder: string, ms: number): void {
    this.#account(holder).spentMs += ms;
  }
}
