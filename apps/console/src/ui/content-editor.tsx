/**
 * The list-and-editor every content kind of the console shares (place classes, punch places, pose
 * categories, poses, photo spots, skies, panorama scenes and videos): a table, an "add" button, an
 * editor in a drawer (its fields given by the page), deletion behind a confirmation. Editors and
 * admins of the area change; viewers see the table only. A field the server refuses is marked on
 * the form.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { App, Button, Drawer, Form, InputNumber, Popconfirm, Select, Space, Table, Typography, type FormInstance, type TableColumnsType } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { CONTENT_SORT_MAX } from '@youlan/contract/runtime';
import { ConsoleApiError, formPathOf } from '../platform/api.ts';
import { useT } from '../platform/i18n/index.ts';
import { canDo, useArea } from '../platform/session.ts';

export interface ContentEditorProps<Row extends { id: number }, Draft extends object> {
  testId: string;
  rows: Row[];
  columns: TableColumnsType<Row>;
  addLabel: string;
  emptyText: string;
  /** The drawer's title for a row (null: a new one). */
  editorTitle: (row: Row | null) => string;
  confirmDelete: string;
  /** The form's values for a row, or for a new one. */
  draftOf: (row: Row | null) => Draft;
  fields: (form: FormInstance<Draft>, row: Row | null) => ReactNode;
  save: (draft: Draft, row: Row | null) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
  /** After a save or a deletion: refetch the list. */
  onChanged: () => void;
  drawerWidth?: number;
  /** Above the table (a hint, a filter). */
  extra?: ReactNode;
}

/** The sort a new row gets: after the last one. */
export const nextSort = (rows: { sort: number }[]) => (rows.at(-1)?.sort ?? 0) + 1;

/** The editor's "sort" field: the place of the row in the visitors' order. */
export function SortField() {
  const { t } = useT();
  return (
    <Form.Item name="sort" label={t('common.sort')} tooltip={t('common.sortHint')} rules={[{ required: true }]}>
      <InputNumber min={0} max={CONTENT_SORT_MAX} precision={0} />
    </Form.Item>
  );
}

/**
 * The editor's `placeId` field of a kind that belongs to one place each (a photo spot, a punch
 * place): the area's places to pick from, those another row has taken greyed out.
 */
export function PlaceOfRowField({ label, message, places, rows, row, width, testId }: {
  label: string;
  /** Said when none is picked. */
  message: string;
  places: { id: number; name: string }[];
  rows: { id: number; placeId: number }[];
  /** The row being edited (null: a new one), whose own place stays free. */
  row: { id: number } | null;
  width: number;
  testId: string;
}) {
  const taken = new Set(rows.filter((other) => other.id !== row?.id).map((other) => other.placeId));
  return (
    <Form.Item name="placeId" label={label} rules={[{ required: true, type: 'number', min: 1, message }]}>
      <Select
        showSearch
        optionFilterProp="label"
        style={{ width }}
        data-testid={testId}
        options={places.map((p) => ({ value: p.id, label: p.name, disabled: taken.has(p.id) }))}
      />
    </Form.Item>
  );
}

export function ContentEditor<Row extends { id: number }, Draft extends object>(props: ContentEditorProps<Row, Draft>) {
  const { t } = useT();
  const canEdit = canDo(useArea(), 'editor');
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const row = editing === 'new' ? null : editing;
  const [form] = Form.useForm<Draft>();
  // The form instance outlives the drawer, and a remounted Form keeps the values it held over its
  // new initial values: without this, "add" after "edit" opened with the edited row's values.
  useEffect(() => {
    if (editing !== null) form.resetFields();
  }, [editing, form]);

  const failed = (error: Error) => {
    const path = error instanceof ConsoleApiError ? formPathOf(error.field) : null;
    if (path?.length) form.setFields([{ name: path as never, errors: [error.message] }]);
    void message.error(t('common.failed', { message: error.message }));
  };
  const save = useMutation({
    mutationFn: (draft: Draft) => props.save({ ...props.draftOf(row), ...draft }, row),
    onSuccess: () => {
      void message.success(t('common.saved'));
      setEditing(null);
      props.onChanged();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (target: Row) => props.remove(target),
    onSuccess: () => {
      void message.success(t('common.deleted'));
      props.onChanged();
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });

  return (
    <div data-testid={props.testId}>
      <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 12 }} align="start">
        <div>{props.extra}</div>
        {canEdit && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid={`${props.testId}-new`}>
            {props.addLabel}
          </Button>
        )}
      </Space>
      <Table<Row>
        rowKey="id"
        size="middle"
        dataSource={props.rows}
        locale={{ emptyText: props.emptyText }}
        pagination={{ defaultPageSize: 50, hideOnSinglePage: true, showTotal: (count) => t('common.total', { count }) }}
        columns={[
          ...props.columns,
          ...(canEdit
            ? [
                {
                  title: t('common.actions'),
                  width: 150,
                  render: (_: unknown, target: Row) => (
                    <Space>
                      <Button size="small" onClick={() => setEditing(target)} data-testid={`${props.testId}-edit-${target.id}`}>
                        {t('common.edit')}
                      </Button>
                      <Popconfirm title={props.confirmDelete} onConfirm={() => remove.mutate(target)} okText={t('common.delete')} cancelText={t('common.cancel')}>
                        <Button size="small" danger data-testid={`${props.testId}-delete-${target.id}`}>
                          {t('common.delete')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Drawer
        open={editing !== null}
        // Never wider than the screen (a phone).
        width={`min(${props.drawerWidth ?? 720}px, 100vw)`}
        title={<Typography.Text strong>{props.editorTitle(row)}</Typography.Text>}
        onClose={() => setEditing(null)}
        destroyOnHidden
        extra={
          <Space>
            <Button onClick={() => setEditing(null)}>{t('common.cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid={`${props.testId}-save`}>
              {t('common.save')}
            </Button>
          </Space>
        }
      >
        {editing !== null && (
          <Form<Draft> form={form} layout="vertical" initialValues={props.draftOf(row)} onFinish={(draft) => save.mutate(draft)} data-testid={`${props.testId}-form`}>
            {props.fields(form, row)}
          </Form>
        )}
      </Drawer>
    </div>
  );
}
