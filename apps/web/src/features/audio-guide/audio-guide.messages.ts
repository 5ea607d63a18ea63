/** Texts of the audio guide, loaded with that code rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const audioGuideZhCN = {
  autoGuide: '自动导览',
  autoGuiding: '自动导览中',
  nextStop: '下一站：{{name}}',
  closeAutoGuide: '关闭自动导览',
  autoGuideStarted: '自动导览已开启，走近景点时会自动讲解',
  status: {
    locating: { hint: '正在获取你的位置…' },
    noFix: { title: '暂时无法定位', hint: '请到开阔处，并确认手机的定位服务已打开' },
    outside: { title: '你似乎不在景区内', hint: '到达景区后会自动讲解' },
    denied: { title: '无法自动导览', hint: '没有定位权限：请在手机设置中允许使用位置，再打开自动导览' },
  },
  play: '播放讲解',
  pause: '暂停讲解',
  progress: '讲解进度',
  closePlayer: '关闭讲解',
  music: '音乐',
  musicOn: '打开背景音乐',
  musicOff: '关闭背景音乐',
  openPlayer: '打开{{name}}的讲解播放器',
  closeFullPlayer: '收起播放器',
  previous: '上一处：{{name}}',
  nextPlace: '下一处：{{name}}',
  noPrevious: '没有上一处',
  noNext: '没有下一处',
  speed: '播放速度',
  time: '已播放 {{elapsed}}，共 {{total}}',
  skipBack: '后退 {{seconds}} 秒',
  skipForward: '前进 {{seconds}} 秒',
  noTranscript: '这里暂无讲解文稿',
  transcriptFailed: '讲解文稿加载失败',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    audioGuide: typeof audioGuideZhCN;
  }
}

registerMessages('audioGuide', audioGuideZhCN);
