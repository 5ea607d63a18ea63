/** Texts of the articles, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const articlesZhCN = {
  title: '文章',
  add: '新建文章',
  empty: '还没有文章',
  deleted: '文章已删除',
  confirmDelete: '确定删除这篇文章？游客将不再看到它。',
  author: '作者',
  summary: '摘要',
  summaryHint: '不填时，游客看到正文的开头。',
  cover: '封面图',
  coverColumn: '封面',
  coverHint: '游客在文章列表和搜索结果里看到的图片；不上传则没有封面。',
};

const articlesEn: MessagesOf<typeof articlesZhCN> = {
  title: 'Articles',
  add: 'New article',
  empty: 'No articles yet',
  deleted: 'Article deleted',
  confirmDelete: 'Delete this article? Visitors will no longer see it.',
  author: 'Author',
  summary: 'Summary',
  summaryHint: 'Left empty, visitors see the first words of the text.',
  cover: 'Cover picture',
  coverColumn: 'Cover',
  coverHint: 'Shown beside the article in the visitors’ list and search results; none when left out.',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    articles: typeof articlesZhCN;
  }
}

registerMessages('articles', articlesZhCN, articlesEn);
