/**
 * Every text of the app in Japanese, in one chunk loaded when Japanese is chosen (platform/i18n):
 * the first screen's and every feature's. `LocalePack` makes a missing block or key a type error.
 */
import type { LocalePack } from '../platform/i18n/index.ts';
import { ja as shell } from '../platform/i18n/ja.ts';
import { uploadJa } from '../entities/upload.messages.ja.ts';
import { articleJa } from '../features/article/article.messages.ja.ts';
import { audioGuideJa } from '../features/audio-guide/audio-guide.messages.ja.ts';
import { boostJa } from '../features/boost/boost.messages.ja.ts';
import { courseJa } from '../features/boost/course/course.messages.ja.ts';
import { aboutUsJa } from '../features/config/about-us.messages.ja.ts';
import { businessJa } from '../features/config/business.messages.ja.ts';
import { helpShootJa } from '../features/help-shoot/help-shoot.messages.ja.ts';
import { linkErrorJa } from '../features/link-error/link-error.messages.ja.ts';
import { entriesJa } from '../features/map/home-shortcuts.messages.ja.ts';
import { navigationJa } from '../features/map/navigation.messages.ja.ts';
import { keypadJa } from '../features/map/stop-keypad.messages.ja.ts';
import { noticeJa } from '../features/notice/notice.messages.ja.ts';
import { liveStatusJa } from '../features/live-status/live-status.messages.ja.ts';
import { opinionJa } from '../features/opinion/opinion.messages.ja.ts';
import { panoramaJa } from '../features/panorama/panorama.messages.ja.ts';
import { punchJa } from '../features/punch/punch.messages.ja.ts';
import { searchJa } from '../features/search/search.messages.ja.ts';
import { answerJa } from '../features/survey/survey.messages.ja.ts';
import { tourJa } from '../features/tour/tour.messages.ja.ts';
import { offlineJa } from '../features/user-center/offline-package.messages.ja.ts';
import { userCenterJa } from '../features/user-center/user-center.messages.ja.ts';
import { loginJa, wechatLoginJa } from '../features/visitor/visitor.messages.ja.ts';
import { cameraJa } from '../platform/camera/camera.messages.ja.ts';
import { errorTextJa } from '../ui/error-text.messages.ja.ts';

export const pack: LocalePack = {
  ...shell,
  upload: uploadJa,
  article: articleJa,
  audioGuide: audioGuideJa,
  boost: boostJa,
  boostCourse: courseJa,
  aboutUs: aboutUsJa,
  business: businessJa,
  helpShoot: helpShootJa,
  linkError: linkErrorJa,
  homeEntries: entriesJa,
  navigation: navigationJa,
  keypad: keypadJa,
  notice: noticeJa,
  liveStatus: liveStatusJa,
  opinion: opinionJa,
  panorama: panoramaJa,
  punch: punchJa,
  search: searchJa,
  answer: answerJa,
  tour: tourJa,
  offline: offlineJa,
  userCenter: userCenterJa,
  login: loginJa,
  wechatLogin: wechatLoginJa,
  camera: cameraJa,
  errorText: errorTextJa,
};
