/**
 * The contract at run time, without zod: constants, enums as `as const` arrays, limits, the app's
 * route table, the API endpoints (method and path, typed by the schemas) and the rules both sides
 * run. The web app imports values only from here (`@youlan/contract/runtime`) and types only from
 * the schema modules, so what it ships is exactly what its types describe; lint enforces both.
 */
export * from './shared/http.runtime.ts';
export * from './place/place.runtime.ts';
export * from './place/transcript.runtime.ts';
export * from './view-log/view-log.runtime.ts';
export * from './permission/permission.runtime.ts';
export * from './app-routes.runtime.ts';
export * from './map/map.runtime.ts';
export * from './media/media.runtime.ts';
export * from './notice/notice.runtime.ts';
export * from './search/search.runtime.ts';
export * from './punch/punch.runtime.ts';
export * from './opinion/opinion.runtime.ts';
export * from './wechat/wechat.runtime.ts';
export * from './survey/survey.runtime.ts';
export * from './survey/answers.runtime.ts';
export * from './shared/console.runtime.ts';
export * from './operator/operator.runtime.ts';
export * from './area/area.runtime.ts';
export * from './analytics/analytics.runtime.ts';
export * from './photo/photo.runtime.ts';
export * from './config/config.runtime.ts';
export * from './article/article.runtime.ts';
export * from './panorama/panorama.runtime.ts';
export * from './tour/tour.runtime.ts';
export * from './weather/weather.runtime.ts';
export * from './boost/boost.runtime.ts';
export * from './boost/edit.runtime.ts';
export { endpoints } from './endpoints.ts';
export * from './visitor/visitor.runtime.ts';
export * from './help-shoot/help-shoot.runtime.ts';
export * from './translation/translation.runtime.ts';
export * from './live-status/live-status.runtime.ts';
