/**
 * Every text of the app in English, in one chunk loaded when English is chosen (platform/i18n):
 * the first screen's and every feature's. `LocalePack` makes a missing block or key a type error.
 */
import type { LocalePack } from '../platform/i18n/index.ts';
import { en as shell } from '../platform/i18n/en.ts';
import { uploadEn } from '../entities/upload.messages.en.ts';
import { articleEn } from '../features/article/article.messages.en.ts';
import { audioGuideEn } from '../features/audio-guide/audio-guide.messages.en.ts';
import { boostEn } from '../features/boost/boost.messages.en.ts';
import { courseEn } from '../features/boost/course/course.messages.en.ts';
import { aboutUsEn } from '../features/config/about-us.messages.en.ts';
import { businessEn } from '../features/config/business.messages.en.ts';
import { helpShootEn } from '../features/help-shoot/help-shoot.messages.en.ts';
import { linkErrorEn } from '../features/link-error/link-error.messages.en.ts';
import { entriesEn } from '../features/map/home-shortcuts.messages.en.ts';
import { navigationEn } from '../features/map/navigation.messages.en.ts';
import { keypadEn } from '../features/map/stop-keypad.messages.en.ts';
import { noticeEn } from '../features/notice/notice.messages.en.ts';
import { liveStatusEn } from '../features/live-status/live-status.messages.en.ts';
import { opinionEn } from '../features/opinion/opinion.messages.en.ts';
import { panoramaEn } from '../features/panorama/panorama.messages.en.ts';
import { punchEn } from '../features/punch/punch.messages.en.ts';
import { searchEn } from '../features/search/search.messages.en.ts';
import { answerEn } from '../features/survey/survey.messages.en.ts';
import { tourEn } from '../features/tour/tour.messages.en.ts';
import { offlineEn } from '../features/user-center/offline-package.messages.en.ts';
import { userCenterEn } from '../features/user-center/user-center.messages.en.ts';
import { loginEn, wechatLoginEn } from '../features/visitor/visitor.messages.en.ts';
import { cameraEn } from '../platform/camera/camera.messages.en.ts';
import { errorTextEn } from '../ui/error-text.messages.en.ts';

export const pack: LocalePack = {
  ...shell,
  upload: uploadEn,
  article: articleEn,
  audioGuide: audioGuideEn,
  boost: boostEn,
  boostCourse: courseEn,
  aboutUs: aboutUsEn,
  business: businessEn,
  helpShoot: helpShootEn,
  linkError: linkErrorEn,
  homeEntries: entriesEn,
  navigation: navigationEn,
  keypad: keypadEn,
  notice: noticeEn,
  liveStatus: liveStatusEn,
  opinion: opinionEn,
  panorama: panoramaEn,
  punch: punchEn,
  search: searchEn,
  answer: answerEn,
  tour: tourEn,
  offline: offlineEn,
  userCenter: userCenterEn,
  login: loginEn,
  wechatLogin: wechatLoginEn,
  camera: cameraEn,
  errorText: errorTextEn,
};
