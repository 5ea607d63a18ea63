/** Spec section 4: the weather code of a weather text; the rule lives in the contract, the server runs it too. */
export { weatherCode } from '@youlan/contract/runtime';
