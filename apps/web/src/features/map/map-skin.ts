/** Which picture the map shows now (spec section 4); the rule lives in the contract, the server runs it too. */
export { chooseMapSkin } from '@youlan/contract/runtime';
