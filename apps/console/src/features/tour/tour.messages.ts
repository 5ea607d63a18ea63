/** Texts of the tour editor, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const toursZhCN = {
  title: '游览线路',
  add: '新建线路',
  empty: '还没有游览线路',
  hint: '游客在地图和个人中心里选择线路，按顺序游览各景点。距离和时长按导航路网自动计算（含每站约 5 分钟）。',
  confirmDelete: '确定删除这条线路？游客在这条线路上的进度会一并删除。',
  tourTitle: '线路名称',
  intro: '简介',
  cover: '封面',
  tags: '适合',
  tag: { highlights: '精华', family: '亲子', stepFree: '无障碍', rainyDay: '雨天' },
  stops: '站点（按游览顺序）',
  stopsHint: '至少两个站点，每个景点一次；拖动顺序用上移、下移。',
  stopCount: '{{count}} 站',
  addStop: '添加站点',
  moveUp: '上移',
  moveDown: '下移',
  measure: '{{km}} km · 约 {{minutes}} 分钟',
  signposts: '标识牌',
  signpostsTitle: '打印标识牌',
  signpostsHint: 'PDF，每个景点一张（A6 或 A4）：景区名、景点的中英文名、讲解编号和二维码。游客扫码（微信里也可以）即打开这个景点并播放讲解。整条线路的标识牌在下表每行的“标识牌”里。',
  signpostPlace: '选择景点',
  published: '发布',
  publishedOn: '已发布',
  draft: '草稿',
};

const toursEn: MessagesOf<typeof toursZhCN> = {
  title: 'Tours',
  add: 'New tour',
  empty: 'No tours yet',
  hint: 'Visitors pick a tour on the map and in their user centre and walk its stops in order. Distance and duration are measured along the trails (about 5 minutes at each stop).',
  confirmDelete: "Delete this tour? Visitors' progress on it goes with it.",
  tourTitle: 'Title',
  intro: 'Introduction',
  cover: 'Cover',
  tags: 'Suits',
  tag: { highlights: 'Highlights', family: 'Families', stepFree: 'Step-free', rainyDay: 'Rainy day' },
  stops: 'Stops (in the order walked)',
  stopsHint: 'At least two stops, each place once; reorder with up and down.',
  stopCount: '{{count}} stops',
  addStop: 'Add a stop',
  moveUp: 'Up',
  moveDown: 'Down',
  measure: '{{km}} km · about {{minutes}} min',
  signposts: 'Signposts',
  signpostsTitle: 'Print signposts',
  signpostsHint: 'A PDF, one sheet per place (A6 or A4): the area’s name, the place’s name in both languages, its stop number and a QR code. A scan (in WeChat too) opens the place and plays its guide. A whole tour’s signposts are under “Signposts” in its row below.',
  signpostPlace: 'Choose a place',
  published: 'Published',
  publishedOn: 'Published',
  draft: 'Draft',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    tours: typeof toursZhCN;
  }
}

registerMessages('tours', toursZhCN, toursEn);
