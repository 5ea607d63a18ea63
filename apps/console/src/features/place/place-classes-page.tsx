/**
 * Place classes: the visitors' filter chips above the map and the colour and glyph of their places.
 * The name in the area's main language, the icon the maps draw, the order of the chips. A class still holding
 * places cannot be deleted (the server says how many).
 */
import { Form, Input, Select, Space, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PLACE_CLASS_ICONS, PLACE_CLASS_NAME_MAX, type PlaceClassIcon } from '@youlan/contract/runtime';
import { consoleRoutes, type ConsolePlaceClass, type PlaceClassFields } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import { ContentEditor, SortField, nextSort } from '../../ui/content-editor.tsx';
import { classColor } from './place-map.tsx';
import './place.messages.ts';

/** An area file may name icons the maps do not draw (a plain pin): those show by their name. */
const isDrawnIcon = (icon: string): icon is PlaceClassIcon => (PLACE_CLASS_ICONS as readonly string[]).includes(icon);

type Draft = Omit<PlaceClassFields, 'icon'> & { icon: string };

export function PlaceClassesPage() {
  const area = useArea();
  const { t } = useT();
  const client = useQueryClient();
  // The places page's answer holds the classes, and their places to count.
  const places = useQuery({ queryKey: ['places', area.code], queryFn: () => callConsole(consoleRoutes.listConsolePlaces, { params: { area: area.code } }) });
  const params = { area: area.code };
  return (
    <div data-testid="place-classes-page">
      <Typography.Title level={3}>{t('placeClasses.title')}</Typography.Title>
      <QueryState query={places}>
        {(data) => {
          const counts = new Map<number, number>();
          for (const place of data.places) counts.set(place.classId, (counts.get(place.classId) ?? 0) + 1);
          return (
            <ContentEditor<ConsolePlaceClass, Draft>
              testId="place-class"
              rows={data.classes}
              addLabel={t('placeClasses.add')}
              emptyText={t('placeClasses.empty')}
              extra={<Typography.Text type="secondary">{t('placeClasses.hint')}</Typography.Text>}
              editorTitle={(row) => (row ? t('common.editing', { name: row.name }) : t('placeClasses.add'))}
              confirmDelete={t('placeClasses.confirmDelete')}
              onChanged={() => void client.invalidateQueries({ queryKey: ['places', area.code] })}
              draftOf={(row) => ({ name: row?.name ?? '', icon: row?.icon ?? 'garden', sort: row?.sort ?? nextSort(data.classes) })}
              save={(draft, row) => {
                const fields = { ...draft, icon: draft.icon as PlaceClassFields['icon'] };
                if (!row) return callConsole(consoleRoutes.createPlaceClass, { params, body: fields });
                // The icon is sent only when changed: an area file may have named one the console does not offer.
                const { icon, ...rest } = fields;
                return callConsole(consoleRoutes.updatePlaceClass, { params: { ...params, id: row.id }, body: icon === row.icon ? rest : fields });
              }}
              remove={(row) => callConsole(consoleRoutes.deletePlaceClass, { params: { ...params, id: row.id } })}
              columns={[
                {
                  title: t('placeClasses.name'),
                  render: (_, row, index) => <Tag color={classColor(index)}>{row.name}</Tag>,
                },
                { title: t('placeClasses.icon'), dataIndex: 'icon', width: 140, render: (icon: string) => (isDrawnIcon(icon) ? t(`placeClasses.icons.${icon}`) : icon) },
                { title: t('placeClasses.places'), width: 100, render: (_, row) => counts.get(row.id) ?? 0 },
                { title: t('common.sort'), dataIndex: 'sort', width: 80 },
              ]}
              fields={() => (
                <>
                  <Form.Item name="name" label={t('placeClasses.name')} rules={[{ required: true, whitespace: true, max: PLACE_CLASS_NAME_MAX }]}>
                    <Input data-testid="place-class-name" />
                  </Form.Item>
                  <Space size="large">
                    <Form.Item name="icon" label={t('placeClasses.icon')} rules={[{ required: true }]}>
                      <Select style={{ width: 200 }} options={PLACE_CLASS_ICONS.map((icon) => ({ value: icon, label: t(`placeClasses.icons.${icon}`) }))} />
                    </Form.Item>
                    <SortField />
                  </Space>
                </>
              )}
            />
          );
        }}
      </QueryState>
    </div>
  );
}
