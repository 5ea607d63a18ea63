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
export * from './console-analytics.ts';
export * from './console-photo.ts';
export * from './console-media.ts';
export * from './console-map.ts';
export * from './console-studio.ts';
export * from './console-panorama.ts';
export * from './console-settings.ts';
import { changeConsolePassword, consoleLogin, consoleLogout, consoleLogoutEverywhere, consoleSetup, createOperator, getConsoleSession, listAudit, listOperators, updateOperator } from './console.ts';
import { closeOpinion, listConsoleOpinions, replyToOpinion } from './console-opinion.ts';
import { createSurvey, deleteSurvey, exportSurveyResponses, getConsoleSurvey, getSurveyResults, listConsoleSurveys, openSurvey, updateSurvey } from './console-survey.ts';
import { listConsolePunchSpots, listConsolePunches, punchSpotRoutes } from './console-punch.ts';
import { createArea, exportAreaFile } from './console-area.ts';
import { createNotice, deleteNotice, listConsoleNotices, updateNotice } from './console-notice.ts';
import { createPlace, deletePlace, listConsolePlaces, placeClassRoutes, updatePlace, uploadPlaceAudio } from './console-place.ts';
import { getAreaAnalytics } from './console-analytics.ts';
import { listVisitorPhotos, removeVisitorPhoto } from './console-photo.ts';
import { uploadPicture } from './console-media.ts';
import { getConsoleMap, replaceTrails, updateMapPictures } from './console-map.ts';
import { getConsoleStudio, photoSpotRoutes, poseRoutes, poseSkuRoutes, skyRoutes } from './console-studio.ts';
import { getConsolePanorama, panoramaSceneRoutes, panoramaVideoRoutes, uploadPanoramaVideo } from './console-panorama.ts';
import { createArticle, deleteArticle, listConsoleArticles, updateArticle } from './console-article.ts';
import { addBlockedWord, getAreaPages, listBlockedWords, listHotWords, listRouteSwitches, removeBlockedWord, replaceHotWords, switchRoute, updateAreaPages } from './console-site.ts';
import { getAreaSettings, getAreaWeather, replaceAreaWeather, updateAreaSettings } from './console-settings.ts';

export const consoleRoutes = {
  consoleLogin,
  consoleSetup,
  getConsoleSession,
  consoleLogout,
  consoleLogoutEverywhere,
  changeConsolePassword,
  listOperators,
  createOperator,
  updateOperator,
  listAudit,
  createArea,
  exportAreaFile,
  listConsoleOpinions,
  replyToOpinion,
  closeOpinion,
  listConsoleSurveys,
  getSurveyResults,
  exportSurveyResponses,
  getConsoleSurvey,
  createSurvey,
  updateSurvey,
  openSurvey,
  deleteSurvey,
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
  listBlockedWords,
  addBlockedWord,
  removeBlockedWord,
  listRouteSwitches,
  switchRoute,
  getAreaPages,
  updateAreaPages,
  listConsoleArticles,
  createArticle,
  updateArticle,
  deleteArticle,
  getAreaAnalytics,
  listVisitorPhotos,
  removeVisitorPhoto,
  createPlaceClass: placeClassRoutes.create,
  updatePlaceClass: placeClassRoutes.update,
  deletePlaceClass: placeClassRoutes.remove,
  uploadPicture,
  getConsoleMap,
  updateMapPictures,
  replaceTrails,
  getConsoleStudio,
  createPoseSku: poseSkuRoutes.create,
  updatePoseSku: poseSkuRoutes.update,
  deletePoseSku: poseSkuRoutes.remove,
  createPose: poseRoutes.create,
  updatePose: poseRoutes.update,
  deletePose: poseRoutes.remove,
  createPhotoSpot: photoSpotRoutes.create,
  updatePhotoSpot: photoSpotRoutes.update,
  deletePhotoSpot: photoSpotRoutes.remove,
  createSky: skyRoutes.create,
  updateSky: skyRoutes.update,
  deleteSky: skyRoutes.remove,
  getConsolePanorama,
  createPanoramaScene: panoramaSceneRoutes.create,
  updatePanoramaScene: panoramaSceneRoutes.update,
  deletePanoramaScene: panoramaSceneRoutes.remove,
  uploadPanoramaVideo,
  createPanoramaVideo: panoramaVideoRoutes.create,
  updatePanoramaVideo: panoramaVideoRoutes.update,
  deletePanoramaVideo: panoramaVideoRoutes.remove,
  listConsolePunchSpots,
  createPunchSpot: punchSpotRoutes.create,
  updatePunchSpot: punchSpotRoutes.update,
  deletePunchSpot: punchSpotRoutes.remove,
  getAreaWeather,
  replaceAreaWeather,
  getAreaSettings,
  updateAreaSettings,
} as const;
