/** Chinese on the left, English on the right: every content editor lays its texts side by side. */
import type { ReactNode } from 'react';
import { Col, Form, Input, Row, Space, Typography } from 'antd';
import { useT } from '../platform/i18n/index.ts';

export function Bilingual({ zh, en }: { zh: ReactNode; en: ReactNode }) {
  const { t } = useT();
  return (
    <Row gutter={24}>
      <Col span={12}>
        <Typography.Title level={5}>{t('common.chinese')}</Typography.Title>
        {zh}
      </Col>
      <Col span={12}>
        <Typography.Title level={5}>{t('common.english')}</Typography.Title>
        {en}
      </Col>
    </Row>
  );
}

/**
 * A text an editor must give in Chinese and may give in English, side by side: the form's `name` and
 * `${name}En`, at most `max` and `maxEn` characters, the inputs' test ids `testId` and `${testId}-en`.
 */
export function BilingualInput({ name, label, labelEn, max, maxEn, testId }: { name: string; label: string; labelEn: string; max: number; maxEn: number; testId: string }) {
  return (
    <Bilingual
      zh={
        <Form.Item name={name} label={label} rules={[{ required: true, whitespace: true, max }]}>
          <Input data-testid={testId} />
        </Form.Item>
      }
      en={
        <Form.Item name={`${name}En`} label={labelEn} rules={[{ max: maxEn }]}>
          <Input data-testid={`${testId}-en`} />
        </Form.Item>
      }
    />
  );
}

/** A list's cell of a text in both languages: the Chinese, and under it the English if there is one. */
export function BilingualCell({ zh, en }: { zh: string; en: string | null }) {
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text strong>{zh}</Typography.Text>
      {en && <Typography.Text type="secondary">{en}</Typography.Text>}
    </Space>
  );
}

/** What a form holds for an optional English text ('' for none) and what the contract takes (null). */
export const englishOrNull = (value: string | null | undefined): string | null => (value?.trim() ? value : null);
