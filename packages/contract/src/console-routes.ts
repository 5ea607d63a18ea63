/** Every console route, in one list: the server registers these, OpenAPI lists them, the console calls them. */
export * from './runtime/console.ts';
export * from './console.ts';
export * from './console-opinion.ts';
export * from './console-survey.ts';
export * from './console-punch.ts';
export * from './console-area.ts';
export * from './console-notice.ts';
export * from './console-place.ts';
export * from './console-site.ts';
export * from './console-article.ts';
import { changeConsolePassword, consoleLogin, consoleLogout, consoleLogoutEverywhere, createOperator, getConsoleSession, listAudit, listOperators, updateOperator } from './console.ts';
import { closeOpinion, listConsoleOpinions, replyToOpinion } from './console-opinion.ts';
import { exportSurveyResponses, getSurveyResults, listConsoleSurveys } from './console-survey.ts';
import { listConsolePunches } from './console-punch.ts';
import { createArea } from './console-area.ts';
import { createNotice, deleteNotice, listConsoleNotices, updateNotice } from './console-notice.ts';
import { createPlace, deletePlace, listConsolePlaces, updatePlace, uploadPlaceAudio } from './console-place.ts';
import { createArticle, deleteArticle, listConsoleArticles, updateArticle } from './console-article.ts';
import { getAreaPages, listHotWords, listRouteSwitches, replaceHotWords, switchRoute, updateAreaPages } from './console-site.ts';

export const consoleRoutes = {
  consoleLogin,
  getConsoleSession,
  consoleLogout,
  consoleLogoutEverywhere,
  changeConsolePassword,
  listOperators,
  createOperator,
  updateOperator,
  listAudit,
  createArea,
  listConsoleOpinions,
  replyToOpinion,
  closeOpinion,
  listConsoleSurveys,
  getSurveyResults,
  exportSurveyResponses,
  listConsolePunches,
  listConsoleNotices,
  createNotice,
  updateNotice,
  deleteNotice,
  listConsolePlaces,
  createPlace,
  updatePlace,
  deletePlace,
  uploadPlaceAudio,
  listHotWords,
  replaceHotWords,
  listRouteSwitches,
  switchRoute,
  getAreaPages,
  updateAreaPages,
  listConsoleArticles,
  createArticle,
  updateArticle,
  deleteArticle,
} as const;
