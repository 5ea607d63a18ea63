/** Every API route of the product, in one list: the server registers these, OpenAPI lists them. */
import { getConfigH5, getIp } from './config.ts';
import { signUrl } from './media.ts';
import { completeUpload } from './upload.ts';
import { createPunchRecord, listMyPunches, listPunchSpots } from './punch.ts';
import { createOpinion, listMyOpinions } from './opinion.ts';
import { getH5Permission } from './permission.ts';
import { getPlace, listPlaces, placeLike, recordClick } from './place.ts';
import { getH5Map } from './map.ts';
import { getNotice, listNotices } from './notice.ts';
import { getArticle, listArticles } from './article.ts';
import { search, searchType, searchWord } from './search.ts';
import { postViewLog } from './view-log.ts';
import { loginH5 } from './visitor.ts';
import { answerSurvey, getSurvey } from './survey.ts';
import { getJsapiTicket, getWechatOauthUrl } from './wechat.ts';
import { getWeather } from './weather.ts';
import { createPostcard, getPanorama } from './panorama.ts';
import { createHelpShoot, disconnect, doHelpShoot, getFriendHelpShoot, getHelpShoot, getShareShoot, helpShootCountdown, helpShootFrame, helpShootSignal, receiveHelpPic, shoot } from './help-shoot.ts';
import { cancelImageJob, createImageEdit, deleteMaterial, getImageJob, getPlaceSample, listMaterials, listPhotoSpots, listPoses, listPoseSkus, listSkies, replaceSkyImage } from './boost.ts';

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
  getImageJob,
  cancelImageJob,
  listMaterials,
  deleteMaterial,
  getPanorama,
  createPostcard,
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
} as const;
