/** Texts of the about and business pages, and the logo, music and share card, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const pagesZhCN = {
  title: '关于与合作',
  name: '景区名称',
  nameField: '名称',
  nameHint: '每个页面的标题',
  about: '关于我们（/about-us）',
  aboutHtml: '正文',
  address: '地址',
  openingHours: '开放时间',
  servicePhone: '服务电话',
  phoneRule: '只能包含数字、空格和短横线',
  business: '商务合作（/business）',
  businessIntro: '合作介绍',
  contactName: '联系人',
  contactPhone: '联系电话',
  email: '邮箱',
};

const settingsZhCN = {
  title: 'Logo、音乐与分享',
  logo: '景区 Logo',
  logoHint: '分享卡片没有图片时用它。',
  music: '背景音乐',
  musicHint: '游客在首页（导览图、公告、个人中心）听到，讲解播放时暂停；游客可以关掉。',
  musicNone: '没有背景音乐',
  share: '微信分享卡片',
  shareTitle: '标题',
  shareTitleHint: '分享首页时的标题；其他页面分享时是“页面标题 - 这个标题”。不填用景区名称。',
  shareDescription: '描述',
  sharePicture: '图片',
  sharePictureHint: '不设时用景区 Logo。',
  preview: '朋友在聊天里看到的样子',
};

const pagesEn: MessagesOf<typeof pagesZhCN> = {
  title: 'About & business',
  name: 'Area name',
  nameField: 'Name',
  nameHint: 'The title of every screen',
  about: 'About us (/about-us)',
  aboutHtml: 'Content',
  address: 'Address',
  openingHours: 'Opening hours',
  servicePhone: 'Service phone',
  phoneRule: 'Digits, spaces and dashes only',
  business: 'Business cooperation (/business)',
  businessIntro: 'Introduction',
  contactName: 'Contact',
  contactPhone: 'Contact phone',
  email: 'E-mail',
};

const settingsEn: MessagesOf<typeof settingsZhCN> = {
  title: 'Logo, music & sharing',
  logo: 'Area logo',
  logoHint: 'Used by the share card when it has no picture of its own.',
  music: 'Background music',
  musicHint: 'Plays on the home screens (the map, notices, the user centre) and pauses while an audio guide plays; visitors can switch it off.',
  musicNone: 'No background music',
  share: 'WeChat share card',
  shareTitle: 'Title',
  shareTitleHint: 'The title when the home screen is shared; other pages are shared as “page title - this title”. Empty: the area’s name.',
  shareDescription: 'Description',
  sharePicture: 'Picture',
  sharePictureHint: 'Without one, the area’s logo.',
  preview: 'What a friend sees in a chat',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    pages: typeof pagesZhCN;
    settings: typeof settingsZhCN;
  }
}

registerMessages('pages', pagesZhCN, pagesEn);
registerMessages('settings', settingsZhCN, settingsEn);
