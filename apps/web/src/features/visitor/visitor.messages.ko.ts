/** Korean texts of visitor.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { loginZhCN, wechatLoginZhCN } from './visitor.messages.ts';

export const loginKo: MessagesOf<typeof loginZhCN> = {
  welcome: '환영합니다',
  subtitle: '로그인하면 스탬프, 사진, 의견을 저장할 수 있고 친구에게 사진 촬영을 부탁할 수도 있습니다',
  subtitleHelpShoot: '친구가 사진 촬영을 부탁했습니다. 게스트로 로그인하면 참여할 수 있습니다',
  guest: '게스트로 시작하기',
  guestHint: '가입 없이 바로 시작',
  failed: '로그인하지 못했습니다: {{message}}',
  recoverOpen: '휴대폰을 바꾸셨나요? 복구 코드로 되찾기',
  recoverLabel: '복구 코드(이전 휴대폰의 ‘마이페이지 → 게스트 복구 코드’)',
  recover: '되찾기',
  recovering: '되찾는 중…',
  recoverMalformed: '복구 코드는 영문과 숫자 32자입니다. 확인해 주세요',
  recoverUnknown: '이 복구 코드의 게스트를 찾을 수 없습니다. 확인 후 다시 시도해 주세요',
};

export const wechatLoginKo: MessagesOf<typeof wechatLoginZhCN> = {
  redirecting: 'WeChat 인증 화면으로 이동하는 중…',
  completing: 'WeChat으로 로그인하는 중…',
  failed: 'WeChat 로그인에 실패했습니다: {{message}}',
  retry: 'WeChat으로 다시 로그인',
  notStartedHere: '이 로그인 링크는 다른 브라우저에서 시작되었습니다. WeChat으로 다시 로그인해 주세요',
  orGuest: '또는 게스트로 계속하기',
};
