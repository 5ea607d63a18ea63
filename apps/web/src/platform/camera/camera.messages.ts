/** Texts of the camera, loaded with the screens that shoot. */
import { registerMessages } from '../i18n/index.ts';

export const cameraZhCN = {
  starting: '正在打开相机…',
  shutter: '拍照',
  cancelTimer: '取消倒计时',
  switchCamera: '切换前后摄像头',
  timerOff: '定时拍摄：关',
  timerOn: '定时拍摄：{{seconds}} 秒',
  gridOn: '隐藏网格线',
  gridOff: '显示网格线',
  outlineOpacity: '姿势轮廓透明度',
  outlineAlt: '姿势轮廓',
  choose: '从相册选择',
  chooseInstead: '选择一张照片',
  retryCamera: '再试一次相机',
  denied: '没有相机权限。可以在浏览器或微信的设置中允许使用相机，或者直接选择一张照片。',
  unavailable: '这台手机上无法在网页里使用相机，可以拍好后选择照片。',
  busy: '相机正被其他应用占用，关闭后再试，或者选择一张照片。',
  captureFailed: '拍照没有成功，请再试一次',
  previewAlt: '刚拍的照片',
  retake: '重拍',
  use: '使用这张',
  countdown: '{{seconds}} 秒后拍照',
};

declare module '../i18n/index.ts' {
  interface FeatureMessages {
    camera: typeof cameraZhCN;
  }
}

registerMessages('camera', cameraZhCN);
