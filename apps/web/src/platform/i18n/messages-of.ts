/**
 * The same keys as `T`, each a string: what an English block must provide for a Chinese one. Apart
 * from index.ts so the English texts, which index.ts loads on demand, need not import it back.
 */
export type MessagesOf<T> = { [K in keyof T]: T[K] extends string ? string : MessagesOf<T[K]> };
