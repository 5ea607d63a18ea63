/** Texts of the area's weather, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const weatherZhCN = {
  title: '天气',
  hint: '游客在导览图上看到今天的天气（按北京时间的日期）；过了日期的天不再显示，没有今天的天气时不显示。中文的白天天气决定导览图换哪张天气图（晴、多云/阴、雨、雪）。最多 {{max}} 天，保存时按日期排好。',
  noneShown: '游客现在看不到天气：没有今天或以后的日期。',
  date: '日期',
  day: '白天',
  night: '夜间',
  dayTemp: '白天气温',
  nightTemp: '夜间气温',
  past: '已过，游客看不到',
  dateRequired: '请选择日期',
  dateTwice: '这个日期已经有了',
  wordRequired: '请填写天气',
  tempRequired: '请填写气温',
  skinHint: '导览图显示的天气图',
  dayExample: '如：晴',
  skins: { sunny: '晴', cloudy: '多云', rain: '雨', snow: '雪' },
  add: '添加一天',
  remove: '删除这一天',
  empty: '还没有天气：游客端不显示天气。',
  count: '{{count}} / {{max}} 天',
};

const weatherEn: MessagesOf<typeof weatherZhCN> = {
  title: 'Weather',
  hint: 'Visitors see today’s weather on the map (by the Beijing date); days gone by are no longer shown, and without a day for today no weather shows. The Chinese daytime word picks the map’s weather picture (sunny, cloudy/overcast, rain, snow). At most {{max}} days, put in date order on saving.',
  noneShown: 'Visitors see no weather now: no day is dated today or later.',
  date: 'Date',
  day: 'Day',
  night: 'Night',
  dayTemp: 'Day °C',
  nightTemp: 'Night °C',
  past: 'Gone by: not shown',
  dateRequired: 'Pick a date',
  dateTwice: 'This date is there already',
  wordRequired: 'Enter the weather',
  tempRequired: 'Enter a temperature',
  skinHint: 'The weather picture the map shows',
  dayExample: 'e.g. 晴',
  skins: { sunny: 'Sunny', cloudy: 'Cloudy', rain: 'Rain', snow: 'Snow' },
  add: 'Add a day',
  remove: 'Remove this day',
  empty: 'No weather yet: the visitor app shows none.',
  count: '{{count}} / {{max}} days',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    weather: typeof weatherZhCN;
  }
}

registerMessages('weather', weatherZhCN, weatherEn);
