/** Every API route of the product, in one list: the server registers these, OpenAPI lists them. */
import { getConfigH5, getIp } from './config/config.ts';
import { signUrl } from './media/media.ts';
import { completeUpload } from './media/upload.ts';
import { createPunchRecord, listMyPunches, listPunchSpots } from './punch/punch.ts';
import { createOpinion, listMyOpinions } from './opinion/opinion.ts';
import { getH5Permission } from './permission/permission.ts';
import { getPlace, listPlaces, placeLike } from './place/place.ts';
import { recordClick } from './click/click.ts';
import { getH5Map } from './map/map.ts';
import { getNotice, listNotices } from './notice/notice.ts';
import { getArticle, listArticles } from './article/article.ts';
import { search, searchType, searchWord } from './search/search.ts';
import { postViewLog } from './view-log/view-log.ts';
import { loginH5 } from './visitor/visitor.ts';
import { answerSurvey, getSurvey } from './survey/survey.ts';
import { getJsapiTicket, getWechatOauthUrl } from './wechat/wechat.ts';
import { getWeather } from './weather/weather.ts';
import { getLiveStatus, ingestLiveStatus, reportCrowd } from './live-status/live-status.ts';
import { createPostcard, getPanorama } from './panorama/panorama.ts';
import { getTour, getTourProgress, listTours, listTourStamps, saveTourProgress } from './tour/tour.ts';
import { createHelpShoot, disconnect, doHelpShoot, getFriendHelpShoot, getHelpShoot, getShareShoot, helpShootCountdown, helpShootFrame, helpShootSignal, receiveHelpPic, shoot } from './help-shoot/help-shoot.ts';
import { cancelImageJob, checkSky, createImageEdit, deleteMaterial, getImageJob, getPlaceSample, listMaterials, listPhotoSpots, listPoseSkus, listPoses, listSkies, replaceSkyImage } from './boost/boost.ts';

export const apiRoutes = {
  loginH5,
  getH5Permission,
  getConfigH5,
  getIp,
  getWeather,
  listPlaces,
  getPlace,
  placeLike,
  recordClick,
  getH5Map,
  listNotices,
  getNotice,
  listArticles,
  getArticle,
  searchWord,
  search,
  searchType,
  postViewLog,
  signUrl,
  completeUpload,
  listPunchSpots,
  createPunchRecord,
  listMyPunches,
  createOpinion,
  listMyOpinions,
  getJsapiTicket,
  getWechatOauthUrl,
  getSurvey,
  answerSurvey,
  listPoseSkus,
  listPoses,
  listPhotoSpots,
  getPlaceSample,
  listSkies,
  createImageEdit,
  replaceSkyImage,
  checkSky,
  getImageJob,
  cancelImageJob,
  listMaterials,
  deleteMaterial,
  getPanorama,
  createPostcard,
  listTours,
  getTour,
  getTourProgress,
  saveTourProgress,
  listTourStamps,
  createHelpShoot,
  getHelpShoot,
  getShareShoot,
  getFriendHelpShoot,
  doHelpShoot,
  helpShootCountdown,
  helpShootSignal,
  helpShootFrame,
  shoot,
  receiveHelpPic,
  disconnect,
  getLiveStatus,
  ingestLiveStatus,
  reportCrowd,
} as const;
