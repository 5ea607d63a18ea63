/** Every console route, in one list: the server registers these, OpenAPI lists them, the console calls them. */
// The console's limits and enums (zod-free; the runtime module has them too).
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
export * from './translation/translation.runtime.ts';
export * from './live-status/live-status.runtime.ts';
export { NOTICE_BODY_MAX_BYTES, NOTICE_HTML_MAX, NOTICE_TITLE_MAX } from './notice/notice.runtime.ts';
export { SURVEY_INTRO_MAX, SURVEY_OPTION_LABEL_MAX, SURVEY_QUESTIONS_MAX, SURVEY_TEXT_ANSWERS_SHOWN, SURVEY_TITLE_MAX } from './survey/survey.runtime.ts';
export { OPINION_STATUSES } from './opinion/opinion.runtime.ts';
export { AUDIO_CONTENT_TYPES, AUDIO_MAX_BYTES, PLACE_BODY_MAX_BYTES, PLACE_CLASS_NAME_MAX, PLACE_INTRO_MAX, PLACE_NAME_MAX, PLACE_RANGE_MAX_METERS, PLACE_TRANSCRIPT_MAX, PLACE_TYPE_MAX } from './place/place.runtime.ts';
export { BLOCKED_WORDS_MAX, BLOCKED_WORD_MAX_LENGTH, HOT_WORDS_MAX, HOT_WORD_MAX_LENGTH, SEARCH_MISSES_MAX, SEARCH_MISS_DAYS, SYNONYM_GROUPS_MAX, SYNONYM_GROUP_WORDS_MAX, SYNONYM_WORD_MAX_LENGTH } from './search/search.runtime.ts';
export { PICTURE_CONTENT_TYPES, PICTURE_MAX_BYTES, PICTURE_USES, type PictureUse } from './media/media.runtime.ts';
export { STUDIO_NAME_MAX, STUDIO_SAMPLES_MAX, STUDIO_STAND_DISTANCE_MAX_METERS, STUDIO_TIPS_MAX } from './boost/boost.runtime.ts';
export { TRAILS_BODY_MAX_BYTES, TRAILS_MAX, TRAIL_POINTS_MAX } from './map/map.runtime.ts';
// The console's schemas and routes, feature by feature.
export * from './shared/console.ts';
export * from './operator/operator.console.ts';
export * from './opinion/opinion.console.ts';
export * from './survey/survey.console.ts';
export * from './punch/punch.console.ts';
export * from './area/area.console.ts';
export * from './notice/notice.console.ts';
export * from './place/place.console.ts';
export * from './search/search.console.ts';
export * from './permission/permission.console.ts';
export * from './config/config.console.ts';
export * from './article/article.console.ts';
export * from './analytics/analytics.console.ts';
export * from './photo/photo.console.ts';
export * from './media/media.console.ts';
export * from './map/map.console.ts';
export * from './boost/boost.console.ts';
export * from './panorama/panorama.console.ts';
export * from './tour/tour.console.ts';
export * from './weather/weather.console.ts';
export * from './translation/translation.console.ts';
export * from './live-status/live-status.console.ts';

import { changeConsolePassword, consoleLogin, consoleLogout, consoleLogoutEverywhere, consoleSetup, createOperator, getConsoleSession, listAudit, listOperators, updateOperator } from './operator/operator.console.ts';
import { closeOpinion, listConsoleOpinions, replyToOpinion } from './opinion/opinion.console.ts';
import { createSurvey, deleteSurvey, exportSurveyResponses, getConsoleSurvey, getSurveyResults, listConsoleSurveys, openSurvey, updateSurvey } from './survey/survey.console.ts';
import { listConsolePunchSpots, listConsolePunches, punchSpotRoutes } from './punch/punch.console.ts';
import { createArea, exportAreaFile } from './area/area.console.ts';
import { createNotice, deleteNotice, listConsoleNotices, updateNotice } from './notice/notice.console.ts';
import { createPlace, deletePlace, listConsolePlaces, placeClassRoutes, updatePlace, uploadPlaceAudio } from './place/place.console.ts';
import { addBlockedWord, createSynonymGroup, listBlockedWords, listHotWords, listSearchMisses, listSynonyms, removeBlockedWord, removeSynonymGroup, replaceHotWords, replaceSynonymGroup } from './search/search.console.ts';
import { listRouteSwitches, switchRoute } from './permission/permission.console.ts';
import { getAreaPages, getAreaSettings, updateAreaPages, updateAreaSettings } from './config/config.console.ts';
import { createArticle, deleteArticle, listConsoleArticles, updateArticle } from './article/article.console.ts';
import { getAreaAnalytics } from './analytics/analytics.console.ts';
import { listVisitorPhotos, removeVisitorPhoto } from './photo/photo.console.ts';
import { uploadPicture } from './media/media.console.ts';
import { getConsoleMap, replaceTrails, updateMapPictures } from './map/map.console.ts';
import { getConsoleStudio, photoSpotRoutes, poseRoutes, poseSkuRoutes, skyRoutes } from './boost/boost.console.ts';
import { getConsolePanorama, panoramaSceneRoutes, panoramaVideoRoutes, uploadPanoramaVideo } from './panorama/panorama.console.ts';
import { downloadSignposts, listConsoleTours, tourRoutes } from './tour/tour.console.ts';
import { getAreaWeather, replaceAreaWeather } from './weather/weather.console.ts';
import { exportTranslations, getAreaLanguages, getTranslationBoard, importTranslations, listTranslationTexts, machineTranslate, saveTranslation, updateAreaLanguages } from './translation/translation.console.ts';

import { ackCrowdAlarm, clearLiveStatus, createDeviceKey, getCrowdBoard, setCrowdSettings, getConsoleLiveStatus, listDeviceKeys, revokeDeviceKey, rotateDeviceKey, setLiveStatus, updateLiveStatusSettings } from './live-status/live-status.console.ts';

export const consoleRoutes = {
  getAreaLanguages,
  updateAreaLanguages,
  getTranslationBoard,
  listTranslationTexts,
  saveTranslation,
  exportTranslations,
  importTranslations,
  machineTranslate,
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
  listSynonyms,
  createSynonymGroup,
  replaceSynonymGroup,
  removeSynonymGroup,
  listSearchMisses,
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
  listConsoleTours,
  downloadSignposts,
  createTour: tourRoutes.create,
  updateTour: tourRoutes.update,
  deleteTour: tourRoutes.remove,
  listConsolePunchSpots,
  createPunchSpot: punchSpotRoutes.create,
  updatePunchSpot: punchSpotRoutes.update,
  deletePunchSpot: punchSpotRoutes.remove,
  getAreaWeather,
  replaceAreaWeather,
  getAreaSettings,
  updateAreaSettings,
  getConsoleLiveStatus,
  setLiveStatus,
  clearLiveStatus,
  updateLiveStatusSettings,
  listDeviceKeys,
  createDeviceKey,
  rotateDeviceKey,
  revokeDeviceKey,
  getCrowdBoard,
  setCrowdSettings,
  ackCrowdAlarm,
} as const;
