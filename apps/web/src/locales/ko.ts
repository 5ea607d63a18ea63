/**
 * Every text of the app in Korean, in one chunk loaded when Korean is chosen (platform/i18n):
 * the first screen's and every feature's. `LocalePack` makes a missing block or key a type error.
 */
import type { LocalePack } from '../platform/i18n/index.ts';
import { ko as shell } from '../platform/i18n/ko.ts';
import { uploadKo } from '../entities/upload.messages.ko.ts';
import { articleKo } from '../features/article/article.messages.ko.ts';
import { audioGuideKo } from '../features/audio-guide/audio-guide.messages.ko.ts';
import { boostKo } from '../features/boost/boost.messages.ko.ts';
import { courseKo } from '../features/boost/course/course.messages.ko.ts';
import { aboutUsKo } from '../features/config/about-us.messages.ko.ts';
import { businessKo } from '../features/config/business.messages.ko.ts';
import { helpShootKo } from '../features/help-shoot/help-shoot.messages.ko.ts';
import { linkErrorKo } from '../features/link-error/link-error.messages.ko.ts';
import { entriesKo } from '../features/map/home-shortcuts.messages.ko.ts';
import { navigationKo } from '../features/map/navigation.messages.ko.ts';
import { keypadKo } from '../features/map/stop-keypad.messages.ko.ts';
import { noticeKo } from '../features/notice/notice.messages.ko.ts';
import { liveStatusKo } from '../features/live-status/live-status.messages.ko.ts';
import { opinionKo } from '../features/opinion/opinion.messages.ko.ts';
import { panoramaKo } from '../features/panorama/panorama.messages.ko.ts';
import { punchKo } from '../features/punch/punch.messages.ko.ts';
import { searchKo } from '../features/search/search.messages.ko.ts';
import { answerKo } from '../features/survey/survey.messages.ko.ts';
import { tourKo } from '../features/tour/tour.messages.ko.ts';
import { offlineKo } from '../features/user-center/offline-package.messages.ko.ts';
import { userCenterKo } from '../features/user-center/user-center.messages.ko.ts';
import { loginKo, wechatLoginKo } from '../features/visitor/visitor.messages.ko.ts';
import { cameraKo } from '../platform/camera/camera.messages.ko.ts';
import { errorTextKo } from '../ui/error-text.messages.ko.ts';

export const pack: LocalePack = {
  ...shell,
  upload: uploadKo,
  article: articleKo,
  audioGuide: audioGuideKo,
  boost: boostKo,
  boostCourse: courseKo,
  aboutUs: aboutUsKo,
  business: businessKo,
  helpShoot: helpShootKo,
  linkError: linkErrorKo,
  homeEntries: entriesKo,
  navigation: navigationKo,
  keypad: keypadKo,
  notice: noticeKo,
  liveStatus: liveStatusKo,
  opinion: opinionKo,
  panorama: panoramaKo,
  punch: punchKo,
  search: searchKo,
  answer: answerKo,
  tour: tourKo,
  offline: offlineKo,
  userCenter: userCenterKo,
  login: loginKo,
  wechatLogin: wechatLoginKo,
  camera: cameraKo,
  errorText: errorTextKo,
};
