/** Visitor photos the console reviews (zod-free). */

/** Where a visitor's picture shows: a punch record, an opinion, the photo studio's materials, a help-shoot session. */
export const VISITOR_PHOTO_USES = ['punch', 'opinion', 'studio', 'helpShoot'] as const;
