/** Limits shared by every image job, kept free of server imports so worker processes can load them. */

/** 50 megapixels: a 48 MP phone photo passes; a small file claiming 20000 × 20000 does not. */
export const MAX_INPUT_PIXELS = 50_000_000;
