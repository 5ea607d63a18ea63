/** Texts of the search screen's hot words, blocked words and synonyms, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const hotWordsZhCN = {
  title: '搜索热词',
  hint: '游客搜索页显示的热词，按顺序显示，前三个高亮。最多 {{max}} 个，每个不超过 {{length}} 个字。输入后按回车添加。',
  placeholder: '输入热词，回车添加',
  none: '没有热词时，搜索页显示近 30 天搜索最多的词。',
  tooLong: '“{{word}}”超过 {{length}} 个字',
};

const blockedWordsZhCN = {
  title: '屏蔽词',
  hint: '没有设置热词时，搜索页显示搜索最多的词；含屏蔽词的词不会显示（不分大小写）。每个不超过 {{length}} 个字，最多 {{max}} 个。',
  placeholder: '输入要屏蔽的词',
  add: '屏蔽',
  added: '已屏蔽“{{word}}”',
  removed: '已取消屏蔽“{{word}}”',
  empty: '还没有屏蔽词',
  confirmRemove: '取消屏蔽“{{word}}”？',
  unblock: '取消屏蔽',
};

const synonymsZhCN = {
  title: '同义词与无结果搜索',
  hint: '游客搜索的词和页面上写的不一样时（搜“厕所”，页面写“卫生间”），用同义词把它们连起来：搜一组里的任何一个词，都能找到其他词能找到的内容。',
  missesTitle: '没有找到结果的搜索',
  missesHint: '近 {{days}} 天游客搜索但什么也没找到的词，按次数排列（只按词统计，不记录是谁搜的；最多保留 {{max}} 个）。把它加为同义词后，它就会从这里消失。',
  missesEmpty: '近期没有找不到结果的搜索',
  query: '搜索词',
  count: '次数',
  lastSeen: '最近一次',
  addAsSynonym: '加为同义词',
  addTitle: '把“{{query}}”加为同义词',
  newWith: '新建一组，和这个页面上用的词同义：',
  newWithPlaceholder: '例如：卫生间',
  intoGroup: '加入：{{words}}',
  ownTitle: '本景区的同义词',
  ownHint: '每组 2 到 {{words}} 个词，每个词不超过 {{length}} 个字，最多 {{max}} 组。输入词后按回车，一组写完再点“添加这一组”。',
  ownEmpty: '还没有本景区的同义词',
  newGroupPlaceholder: '输入一组同义词，每个词后按回车',
  addGroup: '添加这一组',
  remove: '删除',
  removed: '已删除这一组同义词',
  confirmRemove: '删除同义词“{{words}}”？',
  builtIn: '内置同义词（{{count}} 组，所有景区都有，不能修改）',
};

const hotWordsEn: MessagesOf<typeof hotWordsZhCN> = {
  title: 'Hot words',
  hint: 'The words the search screen offers, in this order, the first three highlighted. At most {{max}}, each up to {{length}} characters. Press Enter to add one.',
  placeholder: 'Type a word, press Enter',
  none: 'Without hot words the search screen shows the most searched queries of the last 30 days.',
  tooLong: '“{{word}}” is longer than {{length}} characters',
};

const blockedWordsEn: MessagesOf<typeof blockedWordsZhCN> = {
  title: 'Blocked words',
  hint: 'Without hot words the search screen shows the most searched queries; a query containing a blocked word is never shown (letter case aside). Each up to {{length}} characters, at most {{max}}.',
  placeholder: 'A word to block',
  add: 'Block',
  added: '“{{word}}” blocked',
  removed: '“{{word}}” unblocked',
  empty: 'No blocked words yet',
  confirmRemove: 'Unblock “{{word}}”?',
  unblock: 'Unblock',
};

const synonymsEn: MessagesOf<typeof synonymsZhCN> = {
  title: 'Synonyms & searches that found nothing',
  hint: 'When visitors search for a word the pages do not use (“restroom” where they say “toilets”), join the words as synonyms: a search for any word of a group finds what the others find.',
  missesTitle: 'Searches that found nothing',
  missesHint: 'Words visitors searched for in the last {{days}} days that found nothing, the most asked first (counted per word, never per visitor; at most {{max}} kept). Once added as a synonym, a word leaves this list.',
  missesEmpty: 'No recent search found nothing',
  query: 'Search',
  count: 'Times',
  lastSeen: 'Last asked',
  addAsSynonym: 'Add as synonym',
  addTitle: 'Add “{{query}}” as a synonym',
  newWith: 'A new group, the same as this word the pages use:',
  newWithPlaceholder: 'e.g. toilets',
  intoGroup: 'Into: {{words}}',
  ownTitle: "This area's synonyms",
  ownHint: 'Each group has 2 to {{words}} words of up to {{length}} characters; at most {{max}} groups. Press Enter after each word, then “Add this group”.',
  ownEmpty: 'This area has no synonyms of its own yet',
  newGroupPlaceholder: 'Type the words of a group, Enter after each',
  addGroup: 'Add this group',
  remove: 'Remove',
  removed: 'Synonym group removed',
  confirmRemove: 'Remove the synonyms “{{words}}”?',
  builtIn: 'Built-in synonyms ({{count}} groups, in every area, read only)',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    hotWords: typeof hotWordsZhCN;
    blockedWords: typeof blockedWordsZhCN;
    synonyms: typeof synonymsZhCN;
  }
}

registerMessages('hotWords', hotWordsZhCN, hotWordsEn);
registerMessages('blockedWords', blockedWordsZhCN, blockedWordsEn);
registerMessages('synonyms', synonymsZhCN, synonymsEn);
