/** Constants of the audio guide and the automatic guide (spec sections 4 and 9). */

/** Spec section 9: the automatic guide checks the visitor's position at most this often. */
export const AUTO_GUIDE_CHECK_MS = 3000;
