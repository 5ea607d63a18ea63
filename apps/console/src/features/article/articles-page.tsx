/** Articles: the area's published texts (ui/published-texts-page.tsx) with a summary, an author and a cover, in the visitors' order. */
import { Form, Image, Input } from 'antd';
import { ARTICLE_AUTHOR_MAX, ARTICLE_HTML_MAX, ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX } from '@youlan/contract/runtime';
import { consoleRoutes, type ConsoleArticle } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { PublishedTextsPage } from '../../ui/published-texts-page.tsx';
import { PictureField } from '../../ui/picture-field.tsx';
import './article.messages.ts';

interface ArticleDraft {
  summary: string;
  author: string;
  coverImageKey: string | null;
}

interface ArticleBody {
  summary: string;
  author: string | null;
  coverImageKey: string | null;
}

export function ArticlesPage() {
  const { t } = useT();
  return (
    <PublishedTextsPage<ConsoleArticle, ArticleDraft, ArticleBody>
      kind="article"
      titleMax={ARTICLE_TITLE_MAX}
      htmlMax={ARTICLE_HTML_MAX}
      list={(area, page, size) => callConsole(consoleRoutes.listConsoleArticles, { params: { area }, query: { page, size } })}
      save={(area, article, body) => (article ? callConsole(consoleRoutes.updateArticle, { params: { area, id: article.id }, body }) : callConsole(consoleRoutes.createArticle, { params: { area }, body }))}
      remove={(area, id) => callConsole(consoleRoutes.deleteArticle, { params: { area, id } })}
      columns={[
        {
          title: t('articles.coverColumn'),
          dataIndex: 'coverUrl',
          width: 96,
          render: (url: string | null) => (url ? <Image src={url} width={64} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} alt="" /> : '—'),
        },
        { title: t('articles.author'), dataIndex: 'author', width: 140, render: (author: string | null) => author ?? '—' },
      ]}
      draftOf={(article) => ({
        summary: article?.summary ?? '',
        author: article?.author ?? '',
        coverImageKey: article?.coverImageKey ?? null,
      })}
      bodyOf={(draft) => ({
        summary: draft.summary.trim(),
        author: draft.author.trim() || null,
        coverImageKey: draft.coverImageKey,
      })}
      fieldsUnderTitle={(article) => (
        <>
          <Form.Item name="summary" label={t('articles.summary')} extra={t('articles.summaryHint')} rules={[{ max: ARTICLE_SUMMARY_MAX }]}>
            <Input />
          </Form.Item>
          <Form.Item name="author" label={t('articles.author')} rules={[{ max: ARTICLE_AUTHOR_MAX }]}>
            <Input />
          </Form.Item>
          <Form.Item name="coverImageKey" label={t('articles.cover')} extra={t('articles.coverHint')}>
            <PictureField use="articleCover" url={article?.coverUrl ?? null} allowClear previewWidth={200} testId="article-cover" />
          </Form.Item>
        </>
      )}
    />
  );
}
