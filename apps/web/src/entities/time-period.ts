/** Spec section 4: the time-period code of the hour; the rule lives in the contract, the server runs it too. */
export { timePeriodCode } from '@youlan/contract/runtime';
