/**
 * The area's weather as the operator sets it: one row per day (date, the day's and the night's
 * weather in the area's main language, the temperatures), saved as one list. Visitors see today's
 * and later days; the day word picks the map's weather picture (the app's own rule).
 */
import { Alert, App, Button, DatePicker, Form, Input, InputNumber, Space, Tag, Tooltip, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { WEATHER_DAYS_MAX, WEATHER_TEMP_MAX, WEATHER_TEMP_MIN, WEATHER_WORD_MAX, WeatherCode, weatherCode } from '@youlan/contract/runtime';
import { consoleRoutes, type AreaWeather } from '@youlan/contract/console';
import { ConsoleApiError, callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import './weather.messages.ts';

/** What a row of the form holds: the date as the picker's. */
interface DayDraft {
  date: Dayjs | null;
  dayWeather: string;
  nightWeather: string;
  dayTemp: number | null;
  nightTemp: number | null;
}

const DATE_FORMAT = 'YYYY-MM-DD';
const SKIN_KEYS = { [WeatherCode.SUNNY]: 'sunny', [WeatherCode.CLOUDY]: 'cloudy', [WeatherCode.RAIN]: 'rain', [WeatherCode.SNOW]: 'snow' } as const satisfies Record<WeatherCode, string>;
/** The row's columns: date | day, night | temperatures | remove. */
const GRID = { display: 'grid', gridTemplateColumns: '150px 1fr 1fr 96px 96px 56px', gap: 8, alignItems: 'start', maxWidth: 960, minWidth: 640 } as const;

/** Today in Beijing, the area's calendar, whatever the operator's own clock says. */
const beijingToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

export function WeatherPage() {
  const area = useArea();
  const { t } = useT();
  const weather = useQuery({ queryKey: ['weather', area.code], queryFn: () => callConsole(consoleRoutes.getAreaWeather, { params: { area: area.code } }) });
  return (
    <div data-testid="weather-page">
      <Typography.Title level={3}>{t('weather.title')}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 880 }}>
        {t('weather.hint', { max: WEATHER_DAYS_MAX })}
      </Typography.Paragraph>
      <QueryState query={weather}>{(data) => <WeatherForm key={JSON.stringify(data)} weather={data} canEdit={canDo(area, 'editor')} />}</QueryState>
    </div>
  );
}

function WeatherForm({ weather, canEdit }: { weather: AreaWeather; canEdit: boolean }) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ days: DayDraft[] }>();
  const today = beijingToday();
  const initial: DayDraft[] = weather.days.map((day) => ({ date: dayjs(day.date), dayWeather: day.dayWeather, nightWeather: day.nightWeather, dayTemp: day.dayTemp, nightTemp: day.nightTemp }));
  const days = (Form.useWatch('days', form) ?? initial) as DayDraft[];
  const shown = days.filter((day) => day?.date && day.date.format(DATE_FORMAT) >= today).length;

  const save = useMutation({
    mutationFn: (draft: { days: DayDraft[] }) =>
      callConsole(consoleRoutes.replaceAreaWeather, {
        params: { area: area.code },
        body: {
          days: (draft.days ?? []).map((day) => ({
            date: day.date!.format(DATE_FORMAT),
            dayWeather: day.dayWeather,
            nightWeather: day.nightWeather,
            dayTemp: day.dayTemp!,
            nightTemp: day.nightTemp!,
          })),
        },
      }),
    onSuccess: (saved) => {
      void message.success(t('common.saved'));
      client.setQueryData(['weather', area.code], saved);
    },
    onError: (error) => {
      // The field the server names (`body.days.2.date`) is marked on its row.
      const [, index, field] = error instanceof ConsoleApiError ? (/^body\.days\.(\d+)\.(\w+)$/.exec(error.field ?? '') ?? []) : [];
      if (index && field) form.setFields([{ name: ['days', Number(index), field as keyof DayDraft], errors: [error.message] }]);
      void message.error(t('common.failed', { message: error.message }));
    },
  });

  /** A new row: the day after the last one (or today), with the last row's temperatures to start from. */
  const nextDay = (): DayDraft => {
    const dated = days.filter((day) => day?.date).map((day) => day.date!);
    const last = dated.reduce<Dayjs | null>((latest, date) => (!latest || date.isAfter(latest) ? date : latest), null);
    const start = last && last.format(DATE_FORMAT) >= today ? last.add(1, 'day') : dayjs(today);
    const previous = days.at(-1);
    return { date: start, dayWeather: '', nightWeather: '', dayTemp: previous?.dayTemp ?? null, nightTemp: previous?.nightTemp ?? null };
  };

  return (
    <Form form={form} initialValues={{ days: initial }} disabled={!canEdit} onFinish={(draft) => save.mutate(draft)}>
      {shown === 0 && <Alert type="warning" showIcon message={t('weather.noneShown')} style={{ marginBottom: 16 }} data-testid="weather-none-shown" />}
      {/* On a phone the rows keep their columns and scroll sideways. */}
      <div style={{ overflowX: 'auto' }}>
        <div style={{ ...GRID, marginBottom: 8 }}>
          {[t('weather.date'), t('weather.day'), t('weather.night'), t('weather.dayTemp'), t('weather.nightTemp')].map((label) => (
            <Typography.Text type="secondary" key={label}>
              {label}
            </Typography.Text>
          ))}
        </div>
        <Form.List name="days">
          {(fields, { add, remove }) => (
            <>
              {fields.map(({ key, name }) => {
                const row = days[name];
                const isPast = Boolean(row?.date && row.date.format(DATE_FORMAT) < today);
                const skin = row?.dayWeather?.trim() ? SKIN_KEYS[weatherCode(row.dayWeather)] : null;
                return (
                  <div key={key} style={{ ...GRID, opacity: isPast ? 0.55 : 1 }} data-testid="weather-day">
                    <Form.Item
                      name={[name, 'date']}
                      extra={isPast ? t('weather.past') : undefined}
                      rules={[
                        { required: true, message: t('weather.dateRequired') },
                        {
                          validator: async (_, value: Dayjs | null) => {
                            const all = (form.getFieldValue('days') ?? []) as DayDraft[];
                            if (value && all.filter((day) => day?.date?.isSame(value, 'day')).length > 1) throw new Error(t('weather.dateTwice'));
                          },
                        },
                      ]}
                    >
                      <DatePicker format={DATE_FORMAT} allowClear={false} style={{ width: '100%' }} data-testid="weather-date" />
                    </Form.Item>
                    <Form.Item name={[name, 'dayWeather']} rules={[{ required: true, whitespace: true, message: t('weather.wordRequired') }, { max: WEATHER_WORD_MAX }]}>
                      <Input
                        placeholder={t('weather.dayExample')}
                        data-testid="weather-day-word"
                        suffix={
                          skin ? (
                            <Tooltip title={t('weather.skinHint')}>
                              <Tag bordered={false} style={{ marginInlineEnd: 0 }}>
                                {t(`weather.skins.${skin}`)}
                              </Tag>
                            </Tooltip>
                          ) : (
                            <span />
                          )
                        }
                      />
                    </Form.Item>
                    <Form.Item name={[name, 'nightWeather']} rules={[{ required: true, whitespace: true, message: t('weather.wordRequired') }, { max: WEATHER_WORD_MAX }]}>
                      <Input placeholder="多云" data-testid="weather-night-word" />
                    </Form.Item>
                    <Form.Item name={[name, 'dayTemp']} rules={[{ required: true, message: t('weather.tempRequired') }]}>
                      <InputNumber min={WEATHER_TEMP_MIN} max={WEATHER_TEMP_MAX} precision={0} suffix="°C" style={{ width: '100%' }} data-testid="weather-day-temp" />
                    </Form.Item>
                    <Form.Item name={[name, 'nightTemp']} rules={[{ required: true, message: t('weather.tempRequired') }]}>
                      <InputNumber min={WEATHER_TEMP_MIN} max={WEATHER_TEMP_MAX} precision={0} suffix="°C" style={{ width: '100%' }} data-testid="weather-night-temp" />
                    </Form.Item>
                    {canEdit ? (
                      <Button type="link" danger title={t('weather.remove')} onClick={() => remove(name)} data-testid="weather-remove">
                        {t('common.delete')}
                      </Button>
                    ) : (
                      <span />
                    )}
                  </div>
                );
              })}
              {fields.length === 0 && <Typography.Paragraph type="secondary">{t('weather.empty')}</Typography.Paragraph>}
              {canEdit && (
                <Space style={{ marginTop: 8 }}>
                  <Button onClick={() => add(nextDay())} disabled={fields.length >= WEATHER_DAYS_MAX} data-testid="weather-add">
                    {t('weather.add')}
                  </Button>
                  <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="weather-save">
                    {t('common.save')}
                  </Button>
                  <Typography.Text type="secondary">{t('weather.count', { count: fields.length, max: WEATHER_DAYS_MAX })}</Typography.Text>
                </Space>
              )}
            </>
          )}
        </Form.List>
      </div>
    </Form>
  );
}
