/** The H5 route switches' values (zod-free). */

/** 1: the screen is open; 0: switched off (the app shows the dead-link page instead). */
export const RouteStatus = { OPEN: 1, CLOSED: 0 } as const;
