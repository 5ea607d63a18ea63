/**
 * Punch places: the places where visitors punch in and collect a stamp (docs/punch.md), in the
 * visitors' order, each with its stamp picture (or none: the app draws a seal with the place's name).
 */
import { Form, Image, Space, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, type ConsolePunchSpot, type PunchSpotFields } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import { ContentEditor, PlaceOfRowField, SortField, nextSort } from '../../ui/content-editor.tsx';
import { PictureField } from '../../ui/picture-field.tsx';
import './punch.messages.ts';

export function PunchSpotsPage() {
  const area = useArea();
  const { t } = useT();
  const client = useQueryClient();
  const spots = useQuery({ queryKey: ['punch-spots', area.code], queryFn: () => callConsole(consoleRoutes.listConsolePunchSpots, { params: { area: area.code } }) });
  const params = { area: area.code };
  return (
    <div data-testid="punch-spots-page">
      <Typography.Title level={3}>{t('punchSpots.title')}</Typography.Title>
      <QueryState query={spots}>
        {(data) => {
          const placeName = (id: number) => data.places.find((p) => p.id === id)?.name ?? String(id);
          return (
            <ContentEditor<ConsolePunchSpot, PunchSpotFields>
              testId="punch-spot"
              rows={data.spots}
              addLabel={t('punchSpots.add')}
              emptyText={t('punchSpots.empty')}
              extra={<Typography.Text type="secondary">{t('punchSpots.hint')}</Typography.Text>}
              editorTitle={(row) => (row ? t('common.editing', { name: placeName(row.placeId) }) : t('punchSpots.add'))}
              confirmDelete={t('punchSpots.confirmDelete')}
              onChanged={() => void client.invalidateQueries({ queryKey: ['punch-spots', area.code] })}
              drawerWidth={560}
              draftOf={(row) => ({ placeId: row?.placeId ?? 0, stampKey: row?.stampKey ?? null, sort: row?.sort ?? nextSort(data.spots) })}
              save={(draft, row) => (row ? callConsole(consoleRoutes.updatePunchSpot, { params: { ...params, id: row.id }, body: draft }) : callConsole(consoleRoutes.createPunchSpot, { params, body: draft }))}
              remove={(row) => callConsole(consoleRoutes.deletePunchSpot, { params: { ...params, id: row.id } })}
              columns={[
                { title: t('punchSpots.stamp'), width: 100, render: (_, row) => (row.stampUrl ? <Image src={row.stampUrl} width={56} height={56} className="yc-picture" alt="" /> : <Tag>{t('punchSpots.drawnSeal')}</Tag>) },
                { title: t('punchSpots.place'), render: (_, row) => <Typography.Text strong>{placeName(row.placeId)}</Typography.Text> },
                { title: t('common.sort'), dataIndex: 'sort', width: 80 },
              ]}
              fields={(_form, row) => (
                <>
                  <Space size="large" align="start">
                    <PlaceOfRowField label={t('punchSpots.place')} message={t('punchSpots.pickPlace')} places={data.places} rows={data.spots} row={row} width={260} testId="punch-spot-place" />
                    <SortField />
                  </Space>
                  <Form.Item name="stampKey" label={t('punchSpots.stamp')} tooltip={t('punchSpots.stampHint')}>
                    <PictureField use="stamp" url={row?.stampUrl ?? null} allowClear previewWidth={120} testId="punch-spot-stamp" />
                  </Form.Item>
                </>
              )}
            />
          );
        }}
      </QueryState>
    </div>
  );
}
