/** Korean texts of camera.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { cameraZhCN } from './camera.messages.ts';

export const cameraKo: MessagesOf<typeof cameraZhCN> = {
  starting: '카메라를 여는 중…',
  shutter: '촬영',
  cancelTimer: '카운트다운 취소',
  switchCamera: '전면/후면 카메라 전환',
  timerOff: '타이머: 끔',
  timerOn: '타이머: {{seconds}}초',
  gridOn: '격자선 숨기기',
  gridOff: '격자선 표시',
  outlineOpacity: '포즈 가이드 투명도',
  outlineAlt: '포즈 가이드',
  choose: '앨범에서 선택',
  chooseInstead: '사진 선택',
  retryCamera: '카메라 다시 시도',
  denied: '카메라 권한이 없습니다. 브라우저나 WeChat 설정에서 카메라 사용을 허용하거나 사진을 선택해 주세요.',
  unavailable: '이 휴대폰에서는 웹페이지에서 카메라를 쓸 수 없습니다. 먼저 사진을 찍은 뒤 선택해 주세요.',
  busy: '다른 앱이 카메라를 사용하고 있습니다. 앱을 닫고 다시 시도하거나 사진을 선택해 주세요.',
  captureFailed: '촬영하지 못했습니다. 다시 시도해 주세요',
  previewAlt: '방금 찍은 사진',
  retake: '다시 찍기',
  use: '이 사진 사용',
  countdown: '{{seconds}}초 후 촬영',
};
