/** Texts of the map and its trails, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const mapEditorZhCN = {
  title: '导览图',
  hint: '游客首页的手绘导览图：底图铺在左下角和右上角两个坐标之间；可按时段和天气换不同的图（雨雪优先于时段）。',
  base: '底图',
  baseRequired: '请上传底图',
  bounds: '铺图范围与缩放',
  boundsHint: '坐标系与景点相同',
  southWest: '左下角（西南）',
  northEast: '右上角（东北）',
  longitude: '经度',
  latitude: '纬度',
  zoom: { min: '最小缩放', initial: '初始缩放', max: '最大缩放' },
  skins: '换肤',
  skinsHint: '不设置的时段或天气显示底图',
  byTime: '按时段',
  byWeather: '按天气',
  times: { '36': '清晨 6–8 点', '37': '上午 8–12 点', '38': '中午 12–14 点', '39': '下午 14–18 点', '40': '夜晚 18–6 点' },
  weathers: { '32': '晴', '33': '多云', '34': '雨', '35': '雪' },
  preview: '游客看到的样子',
  previewHint: '此时此天气显示：{{picture}}',
  previewNoPicture: '上传底图后显示预览',
  previewNoBounds: '填写正确的左下角和右上角后显示预览',
  noMap: '这个景区还没有导览图：上传底图、填好范围后保存即可创建。',
};

const trailsZhCN = {
  title: '导航路网',
  hint: '游客导航沿这些路线走。选中一条路线后点击地图添加点，拖动点可移动，右键删除点；点在另一条路线的点附近会连到那个点（路口）。',
  noMap: '请先在“导览图”里设置底图和范围，再画路网。',
  list: '路线（{{count}}）',
  add: '新建路线',
  name: '路线名称（可不填）',
  stepFree: '无障碍（无台阶，轮椅和婴儿车可通行）',
  stepFreeTag: '无障碍',
  unnamed: '路线 {{index}}',
  points: '{{count}} 个点',
  points_one: '{{count}} 个点',
  empty: '还没有路线',
  undoPoint: '撤销最后一点',
  reverse: '反转方向',
  done: '完成',
  confirmDelete: '确定删除这条路线？',
  unsaved: '有未保存的修改',
  tooShort: '路线 {{index}} 至少要有 2 个点',
  offMap: '请点在导览图上',
  pickHint: '点击右侧列表或地图上的路线开始编辑；黑点是路口。',
  editHint: '点击地图添加点（靠近已有的点会连上）；拖动点移动；右键删除点。',
};

const mapEditorEn: MessagesOf<typeof mapEditorZhCN> = {
  title: 'Map',
  hint: 'The illustrated map on the visitors’ home screen: the picture is laid between its south-west and north-east corners; other pictures can show by time of day and weather (rain and snow win over the time).',
  base: 'Base picture',
  baseRequired: 'Upload the base picture',
  bounds: 'Corners and zoom',
  boundsHint: 'In the places’ datum',
  southWest: 'South-west corner',
  northEast: 'North-east corner',
  longitude: 'Longitude',
  latitude: 'Latitude',
  zoom: { min: 'Least zoom', initial: 'Start zoom', max: 'Most zoom' },
  skins: 'Skins',
  skinsHint: 'A time or weather without one shows the base picture',
  byTime: 'By time of day',
  byWeather: 'By weather',
  times: { '36': 'Early morning 6–8', '37': 'Morning 8–12', '38': 'Noon 12–14', '39': 'Afternoon 14–18', '40': 'Night 18–6' },
  weathers: { '32': 'Sunny', '33': 'Cloudy', '34': 'Rain', '35': 'Snow' },
  preview: 'What visitors see',
  previewHint: 'At this time and weather: {{picture}}',
  previewNoPicture: 'Upload the base picture to see the preview',
  previewNoBounds: 'Enter valid corners to see the preview',
  noMap: 'This area has no map yet: upload the base picture, enter the corners and save.',
};

const trailsEn: MessagesOf<typeof trailsZhCN> = {
  title: 'Trails',
  hint: 'Navigation walks along these paths. Pick a trail, then click the map to add points; drag a point to move it, right-click to remove it. A click near another trail’s point joins it (a junction).',
  noMap: 'Set the map’s picture and corners under “Map” first.',
  list: 'Trails ({{count}})',
  add: 'New trail',
  name: 'Trail name (optional)',
  stepFree: 'Step-free (no steps: wheelchairs and prams can pass)',
  stepFreeTag: 'Step-free',
  unnamed: 'Trail {{index}}',
  points: '{{count}} points',
  points_one: '{{count}} point',
  empty: 'No trails yet',
  undoPoint: 'Undo last point',
  reverse: 'Reverse',
  done: 'Done',
  confirmDelete: 'Delete this trail?',
  unsaved: 'Unsaved changes',
  tooShort: 'Trail {{index}} needs at least 2 points',
  offMap: 'Click on the map picture',
  pickHint: 'Click a trail in the list or on the map to edit it; black dots are junctions.',
  editHint: 'Click the map to add a point (near an existing point it joins); drag to move; right-click to remove.',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    mapEditor: typeof mapEditorZhCN;
    trails: typeof trailsZhCN;
  }
}

registerMessages('mapEditor', mapEditorZhCN, mapEditorEn);
registerMessages('trails', trailsZhCN, trailsEn);
