/** Notices: the area's published texts (ui/published-texts-page.tsx) with nothing of their own beyond them. */
import { NOTICE_HTML_MAX, NOTICE_TITLE_MAX } from '@youlan/contract/runtime';
import { consoleRoutes } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { PublishedTextsPage } from '../../ui/published-texts-page.tsx';
import './notice.messages.ts';

export function NoticesPage() {
  return (
    <PublishedTextsPage
      kind="notice"
      titleMax={NOTICE_TITLE_MAX}
      htmlMax={NOTICE_HTML_MAX}
      list={(area, page, size) => callConsole(consoleRoutes.listConsoleNotices, { params: { area }, query: { page, size } })}
      save={(area, notice, body) => (notice ? callConsole(consoleRoutes.updateNotice, { params: { area, id: notice.id }, body }) : callConsole(consoleRoutes.createNotice, { params: { area }, body }))}
      remove={(area, id) => callConsole(consoleRoutes.deleteNotice, { params: { area, id } })}
    />
  );
}
