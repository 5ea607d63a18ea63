/**
 * The contract at run time, without zod: constants, enums as `as const` arrays, limits, the app's
 * route table, the API endpoints (method and path, typed by the schemas) and the rules both sides
 * run. The web app imports values only from here (`@youlan/contract/runtime`) and types only from
 * the schema modules, so what it ships is exactly what its types describe; lint enforces both.
 */
export * from './http.ts';
export * from './constants.ts';
export * from './app-routes.ts';
export * from './map.ts';
export * from './media.ts';
export * from './notice.ts';
export * from './search.ts';
export * from './punch.ts';
export * from './opinion.ts';
export * from './wechat.ts';
export * from './survey.ts';
export * from './console.ts';
export * from './boost.ts';
export { endpoints } from '../endpoints.ts';
export * from './visitor.ts';
export * from './help-shoot.ts';
