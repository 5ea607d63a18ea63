/** Texts of the search screen's hot words and blocked words, loaded with that code rather than with the shell. */
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

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    hotWords: typeof hotWordsZhCN;
    blockedWords: typeof blockedWordsZhCN;
  }
}

registerMessages('hotWords', hotWordsZhCN, hotWordsEn);
registerMessages('blockedWords', blockedWordsZhCN, blockedWordsEn);
