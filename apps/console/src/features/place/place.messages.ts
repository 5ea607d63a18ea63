/** Texts of the places and their classes, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const placesZhCN = {
  title: '景点',
  add: '新建景点',
  edit: '编辑',
  editing: '编辑：{{name}}',
  delete: '删除',
  confirmDelete: '确定删除这个景点？它的点赞和打卡记录会一并删除，游客将不再看到它。',
  deleted: '景点已删除',
  empty: '还没有景点',
  noMap: '这个景区还没有导览图：导入带 map 的景区文件后，才能在图上选位置。',
  mapHint: '点击导览图或拖动红点设置位置；圆圈是打卡和自动讲解的范围。',
  pickHint: '在导览图上点击或拖动红点，把景点放到那里',
  offMap: '导览图外不在景区范围内，景点不能放在那里',
  offMapRange: '导览图范围外：应在 {{min}} 到 {{max}} 之间',
  name: '名称',
  intro: '简介',
  transcript: '讲解词',
  transcriptHint: '有讲解音频时必填：听不了声音的游客读讲解词。空一行分段。',
  placeClass: '分类',
  listing: '分类筛选时',
  listingHint: '游客在地图上按分类筛选景点时，这个景点在哪里出现。服务设施（厕所、售票处等）一般选“所有分类下都显示”。',
  listedInClass: '只在自己的分类下',
  listedAlways: '所有分类下都显示',
  range: '范围（米）',
  rangeUnset: '未设置：整个景区（默认 5000 km）',
  stopNumber: '讲解编号',
  stopNumberHint: '游客在地图上输入这个编号即可打开此景点并播放讲解（1–4 位数字，景区内不重复）',
  stopNumberInvalid: '1–4 位数字',
  facility: '设施类型',
  facilityHint: '游客在地图上找“附近开放的厕所/出口/医务/餐饮/停车场”时，按这个类型找到它（出入口算作出口）；普通景点选“无”。',
  facilityNone: '无',
  facilities: { toilet: '厕所', exit: '出口', firstAid: '医务', food: '餐饮', carPark: '停车场' },
  position: '位置（经度, 纬度）',
  audio: '讲解音频',
  picture: '景点图片',
  pictureHint: '游客打开景点时看到的图片；没有时显示分类图标。',
  audioNone: '没有讲解音频',
  hasAudio: '有音频',
  likes: '点赞',
  views: '浏览',
  created: '景点已添加',
};

const placeClassesZhCN = {
  title: '景点分类',
  add: '新建分类',
  empty: '还没有分类',
  hint: '分类是游客导览图上方的筛选标签，也决定景点在图上的颜色和图标。',
  name: '名称',
  icon: '图标',
  places: '景点数',
  confirmDelete: '确定删除这个分类？分类里还有景点时不能删除。',
  icons: { gate: '出入口', palace: '殿堂', garden: '园林', bridge: '桥', service: '服务' },
};

const placesEn: MessagesOf<typeof placesZhCN> = {
  title: 'Places',
  add: 'New place',
  edit: 'Edit',
  editing: 'Edit: {{name}}',
  delete: 'Delete',
  confirmDelete: 'Delete this place? Its likes and punch records go with it, and visitors no longer see it.',
  deleted: 'Place deleted',
  empty: 'No places yet',
  noMap: 'This area has no illustrated map yet: import an area file with a map to place things on it.',
  mapHint: 'Click the map or drag the red dot to set the position; the circle is the range for punch-in and the auto guide.',
  pickHint: 'Click the map or drag the red dot to put the place there',
  offMap: 'Outside the map picture is outside the area: a place cannot go there',
  offMapRange: 'Off the map: must lie between {{min}} and {{max}}',
  name: 'Name',
  intro: 'Introduction',
  transcript: 'Transcript',
  transcriptHint: 'Required with audio: visitors who cannot listen read it. A blank line starts a paragraph.',
  placeClass: 'Class',
  listing: 'When visitors filter',
  listingHint: 'Where the place shows when visitors filter the map by class. Facilities (toilets, ticket office) usually show under every class.',
  listedInClass: 'Under its own class',
  listedAlways: 'Under every class',
  range: 'Range (m)',
  rangeUnset: 'Unset: the whole area (default 5000 km)',
  stopNumber: 'Stop number',
  stopNumberHint: 'Visitors type it on the map to open this place and play its guide (1 to 4 digits, unique in the area)',
  stopNumberInvalid: '1 to 4 digits',
  facility: 'Facility',
  facilityHint: 'What visitors find it as when they look for "the nearest open toilet, exit, first aid, food or car park" on the map (a gate counts as an exit); "None" for a sight.',
  facilityNone: 'None',
  facilities: { toilet: 'Toilet', exit: 'Exit', firstAid: 'First aid', food: 'Food', carPark: 'Car park' },
  position: 'Position (longitude, latitude)',
  audio: 'Audio guide',
  picture: 'Picture',
  pictureHint: 'What visitors see when they open the place; without one, the class’s icon.',
  audioNone: 'No audio guide',
  hasAudio: 'Audio',
  likes: 'Likes',
  views: 'Views',
  created: 'Place added',
};

const placeClassesEn: MessagesOf<typeof placeClassesZhCN> = {
  title: 'Place classes',
  add: 'New class',
  empty: 'No classes yet',
  hint: 'Classes are the filter chips above the visitors’ map; they also give places their colour and icon on the map.',
  name: 'Name',
  icon: 'Icon',
  places: 'Places',
  confirmDelete: 'Delete this class? A class that still holds places cannot be deleted.',
  icons: { gate: 'Gate', palace: 'Hall', garden: 'Garden', bridge: 'Bridge', service: 'Service' },
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    places: typeof placesZhCN;
    placeClasses: typeof placeClassesZhCN;
  }
}

registerMessages('places', placesZhCN, placesEn);
registerMessages('placeClasses', placeClassesZhCN, placeClassesEn);
