/** Texts of the panorama screens (/panorama), loaded with them rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const panoramaZhCN = {
  tabs: { video: 'VR 视频', tour: 'VR 拍照', materials: 'VR 素材' },
  empty: '本景区还没有全景内容',
  unknown: '没有找到这个全景',
  video: {
    empty: '本景区还没有 360° 视频',
    quality: '清晰度',
    hd: '高清',
    sd: '流畅',
    weakNetwork: '网络较慢，已切换为流畅画质',
    duration: '{{seconds}} 秒',
  },
  tour: {
    empty: '本景区还没有 360° 场景',
    scenes: '场景',
    hint: '拖动环顾四周，点箭头前往下一处，点地名查看介绍',
    capture: '拍明信片',
    sharpening: '高清画面加载中 {{percent}}%',
  },
  postcard: {
    title: '明信片',
    alt: '{{spot}}的明信片',
    addSelf: '加入我的照片',
    changeSelf: '换一张我的照片',
    removeSelf: '去掉我的照片',
    photoUnreadable: '这张照片读不出来，换一张试试',
    save: '存入我的照片',
    saving: '保存中…',
    saved: '明信片已存入“我的照片”',
    saveFailed: '没有保存成功，请重试',
    viewMine: '去看看',
    close: '关闭',
    captureFailed: '画面还没准备好，请稍后再拍',
  },
  materials: {
    hint: '素材会先显示清晰度较低的版本，下载完成后变为高清',
    scene: '全景图',
    video: '全景视频',
    waiting: '等待下载',
    loading: '下载中 {{percent}}%',
    loadingUnknown: '下载中 {{size}}',
    ready: '已就绪 · {{size}}',
    failed: '下载失败',
    retry: '重试',
  },
  view: {
    share: '分享',
    shareText: '{{area}} · {{title}}（360° 全景）',
    copied: '链接已复制，发给朋友吧',
    shareHint: '点右上角菜单，把这个全景发给朋友',
  },
  viewer: {
    loadError: '全景加载失败',
    twoFingers: '双指移动画面',
    ctrlZoom: '按住 Ctrl 并滚动以缩放',
    zoomIn: '放大',
    zoomOut: '缩小',
    fullscreen: '全屏',
    gyroscope: '陀螺仪',
    videoPlay: '播放/暂停',
    videoVolume: '音量',
    loading: '加载中…',
  },
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    panorama: typeof panoramaZhCN;
  }
}

registerMessages('panorama', panoramaZhCN);
