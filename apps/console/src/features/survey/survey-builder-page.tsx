/**
 * The survey builder: the survey's texts (in the area's main language) and its questions of the
 * four kinds, in the order visitors see them. Questions that visitors already answered keep their
 * kind and cannot be removed, nor can their picked options or a scale below a given rating (the
 * server refuses the same with 409; this screen says so before anyone tries).
 */
import { useState } from 'react';
import { App, Alert, Button, Card, Checkbox, Drawer, Flex, Form, Input, InputNumber, Radio, Rate, Select, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import {
  DEFAULT_RATING_MAX,
  DEFAULT_TEXT_MAX_LENGTH,
  MAX_SURVEY_OPTIONS,
  RATING_MAX_LIMIT,
  SURVEY_INTRO_MAX,
  SURVEY_OPTION_LABEL_MAX,
  SURVEY_QUESTION_KINDS,
  SURVEY_QUESTIONS_MAX,
  SURVEY_TITLE_MAX,
  TEXT_MAX_LENGTH_LIMIT,
  type SurveyQuestionKind,
} from '@youlan/contract/runtime';
import { consoleRoutes, type ConsoleSurveyDetail, type ConsoleSurveyQuestion, type SurveyDefinition } from '@youlan/contract/console';
import { callConsole, ConsoleApiError } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import './survey.messages.ts';

interface OptionDraft {
  id: string;
  label: string;
}
interface QuestionDraft {
  /** Set for a stored question: its answers stay with it. */
  id?: number;
  kind: SurveyQuestionKind;
  title: string;
  required: boolean;
  options: OptionDraft[];
  minChoices: number | null;
  maxChoices: number | null;
  ratingMax: number | null;
  maxLength: number | null;
}
interface Draft {
  title: string;
  intro: string;
  questions: QuestionDraft[];
}

const draftOf = (survey: ConsoleSurveyDetail): Draft => ({
  title: survey.title,
  intro: survey.intro,
  questions: survey.questions.map(({ answerCount: _answers, optionAnswerCounts: _picks, highestRating: _highest, ...question }) => question),
});

/** An option id nobody in the question uses yet: answers name options by id, so labels can change freely. */
function freeOptionId(options: readonly OptionDraft[]): string {
  const taken = new Set(options.map((option) => option.id));
  let n = options.length + 1;
  while (taken.has(`o${n}`)) n += 1;
  return `o${n}`;
}

function newQuestion(kind: SurveyQuestionKind): QuestionDraft {
  const isChoice = kind === 'single' || kind === 'multiple';
  return {
    kind,
    title: '',
    // Most questions of a survey are meant to be answered; the editor makes one optional on purpose.
    required: true,
    options: isChoice ? [{ id: 'o1', label: '' }, { id: 'o2', label: '' }] : [],
    minChoices: null,
    maxChoices: null,
    ratingMax: kind === 'rating' ? DEFAULT_RATING_MAX : null,
    maxLength: kind === 'text' ? DEFAULT_TEXT_MAX_LENGTH : null,
  };
}

/** What the server takes: settings only where the kind has them. */
function definitionOf(draft: Draft): SurveyDefinition {
  return {
    title: draft.title,
    intro: draft.intro ?? '',
    questions: draft.questions.map((question) => {
      const isChoice = question.kind === 'single' || question.kind === 'multiple';
      return {
        ...(question.id ? { id: question.id } : {}),
        kind: question.kind,
        title: question.title,
        required: question.required,
        options: isChoice ? question.options.map((option) => ({ id: option.id, label: option.label })) : [],
        minChoices: question.kind === 'multiple' ? (question.minChoices ?? null) : null,
        maxChoices: question.kind === 'multiple' ? (question.maxChoices ?? null) : null,
        ratingMax: question.kind === 'rating' ? (question.ratingMax ?? null) : null,
        maxLength: question.kind === 'text' ? (question.maxLength ?? null) : null,
      };
    }),
  };
}

export function SurveyBuilderPage() {
  const area = useArea();
  const { t } = useT();
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const survey = useQuery({ queryKey: ['survey', area.code, id], enabled: id !== null, queryFn: () => callConsole(consoleRoutes.getConsoleSurvey, { params: { area: area.code, id: id! } }) });
  return (
    <div data-testid="survey-builder-page">
      <Space style={{ marginBottom: 16 }}>
        <Link to={`/${area.code}/surveys`}>← {t('surveys.back')}</Link>
      </Space>
      <Typography.Title level={3}>{t(id === null ? 'surveys.builderNew' : 'surveys.builderEdit')}</Typography.Title>
      {id === null ? <SurveyForm survey={null} /> : <QueryState query={survey}>{(data) => <SurveyForm survey={data} />}</QueryState>}
    </div>
  );
}

function SurveyForm({ survey }: { survey: ConsoleSurveyDetail | null }) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Draft>();
  const [isPreviewing, setPreviewing] = useState(false);
  const stored = new Map((survey?.questions ?? []).map((question) => [question.id, question]));
  const save = useMutation({
    mutationFn: (draft: Draft) => {
      const body = definitionOf(draft);
      return survey ? callConsole(consoleRoutes.updateSurvey, { params: { area: area.code, id: survey.id }, body }) : callConsole(consoleRoutes.createSurvey, { params: { area: area.code }, body });
    },
    onSuccess: (saved) => {
      void message.success(t('surveys.saved'));
      client.setQueryData(['survey', area.code, saved.id], saved);
      void client.invalidateQueries({ queryKey: ['surveys', area.code] });
      navigate(`/${area.code}/surveys`);
    },
    onError: (error) => void message.error(t(error instanceof ConsoleApiError && error.code === 'CONFLICT' ? 'surveys.conflict' : 'common.failed', { message: error.message })),
  });
  return (
    <Form<Draft> form={form} layout="vertical" initialValues={survey ? draftOf(survey) : { title: '', intro: '', questions: [newQuestion('rating')] }} onFinish={(draft) => save.mutate(draft)}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={`${survey ? '' : `${t('surveys.startsClosed')} `}${t('surveys.answersKept')}`} />
      <Form.Item name="title" label={t('surveys.surveyTitle')} rules={[{ required: true, whitespace: true, max: SURVEY_TITLE_MAX }]}>
        <Input data-testid="survey-title" />
      </Form.Item>
      <Form.Item name="intro" label={t('surveys.intro')} rules={[{ max: SURVEY_INTRO_MAX }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Typography.Title level={4}>{t('surveys.questions')}</Typography.Title>
      <Form.List name="questions" rules={[{ validator: async (_, questions: unknown[]) => (questions?.length ? undefined : Promise.reject(new Error(t('surveys.noQuestions')))) }]}>
        {(fields, { add, remove, move }, { errors }) => (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            {fields.map((field, index) => {
              const questionId = form.getFieldValue(['questions', field.name, 'id']) as number | undefined;
              const answered = questionId === undefined ? undefined : stored.get(questionId);
              const isLocked = (answered?.answerCount ?? 0) > 0;
              return (
                <Card
                  key={field.key}
                  size="small"
                  data-testid={`survey-question-${index}`}
                  title={
                    <Space>
                      {t('surveys.question', { index: index + 1 })}
                      <Form.Item name={[field.name, 'kind']} noStyle>
                        <Select
                          size="small"
                          style={{ width: 130 }}
                          disabled={isLocked}
                          options={SURVEY_QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`surveys.kinds.${kind}`) }))}
                          onChange={(kind: SurveyQuestionKind) => form.setFieldValue(['questions', field.name], { ...newQuestion(kind), title: form.getFieldValue(['questions', field.name, 'title']), required: form.getFieldValue(['questions', field.name, 'required']) })}
                        />
                      </Form.Item>
                      {isLocked && <Tag color="blue">{t('surveys.answered', { count: answered!.answerCount })}</Tag>}
                    </Space>
                  }
                  extra={
                    <Space>
                      <Form.Item name={[field.name, 'required']} valuePropName="checked" noStyle>
                        <Switch size="small" checkedChildren={t('surveys.required')} unCheckedChildren={t('surveys.required')} />
                      </Form.Item>
                      <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                        {t('surveys.moveUp')}
                      </Button>
                      <Button size="small" disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                        {t('surveys.moveDown')}
                      </Button>
                      <Tooltip title={isLocked ? t('surveys.answeredLocked', { count: answered!.answerCount }) : undefined}>
                        <Button size="small" danger disabled={isLocked} onClick={() => remove(field.name)}>
                          {t('surveys.remove')}
                        </Button>
                      </Tooltip>
                    </Space>
                  }
                >
                  {isLocked && <Typography.Paragraph type="secondary">{t('surveys.answeredLocked', { count: answered!.answerCount })}</Typography.Paragraph>}
                  <Form.Item name={[field.name, 'title']} label={t('surveys.questionTitle')} rules={[{ required: true, whitespace: true, max: SURVEY_TITLE_MAX }]}>
                    <Input data-testid={`survey-question-${index}-title`} />
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate={(before: Draft, after: Draft) => before.questions[field.name]?.kind !== after.questions[field.name]?.kind}>
                    {() => <KindSettings fieldName={field.name} index={index} answered={answered} />}
                  </Form.Item>
                </Card>
              );
            })}
            <Form.ErrorList errors={errors} />
            <Space wrap>
              {SURVEY_QUESTION_KINDS.map((kind) => (
                <Button key={kind} disabled={fields.length >= SURVEY_QUESTIONS_MAX} onClick={() => add(newQuestion(kind))} data-testid={`survey-add-${kind}`}>
                  + {t('surveys.addQuestion', { kind: t(`surveys.kinds.${kind}`) })}
                </Button>
              ))}
            </Space>
          </Space>
        )}
      </Form.List>
      <Space style={{ marginTop: 24 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="survey-save">
          {t('common.save')}
        </Button>
        <Button onClick={() => setPreviewing(true)} data-testid="survey-preview">
          {t('surveys.preview')}
        </Button>
        <Button onClick={() => navigate(`/${area.code}/surveys`)}>{t('common.cancel')}</Button>
      </Space>
      {isPreviewing && <SurveyPreview draft={form.getFieldsValue(true) as Draft} onClose={() => setPreviewing(false)} />}
    </Form>
  );
}

/** The settings of one question's kind: options, choice limits, the rating scale, the text length. */
function KindSettings({ fieldName, index, answered }: { fieldName: number; index: number; answered: ConsoleSurveyQuestion | undefined }) {
  const { t } = useT();
  const form = Form.useFormInstance<Draft>();
  const kind = Form.useWatch(['questions', fieldName, 'kind'], form) as SurveyQuestionKind | undefined;
  if (kind === 'rating') {
    const floor = Math.max(2, answered?.highestRating ?? 2);
    return (
      <Form.Item name={[fieldName, 'ratingMax']} label={t('surveys.ratingMax')} extra={answered?.highestRating ? t('surveys.ratingFloor', { value: answered.highestRating }) : undefined}>
        <InputNumber min={floor} max={RATING_MAX_LIMIT} precision={0} />
      </Form.Item>
    );
  }
  if (kind === 'text') {
    return (
      <Form.Item name={[fieldName, 'maxLength']} label={t('surveys.maxLength')}>
        <InputNumber min={1} max={TEXT_MAX_LENGTH_LIMIT} precision={0} />
      </Form.Item>
    );
  }
  return (
    <>
      <Typography.Text type="secondary">{t('surveys.options')}</Typography.Text>
      <Form.List name={[fieldName, 'options']}>
        {(fields, { add, remove }) => (
          <div style={{ marginTop: 8 }}>
            {fields.map((field, optionIndex) => {
              const optionId = form.getFieldValue(['questions', fieldName, 'options', field.name, 'id']) as string;
              const picks = answered?.optionAnswerCounts[optionId] ?? 0;
              return (
                <Flex key={field.key} gap={8} align="start" style={{ maxWidth: 640 }}>
                  <Form.Item name={[field.name, 'label']} rules={[{ required: true, whitespace: true, max: SURVEY_OPTION_LABEL_MAX }]} style={{ flex: 1 }}>
                    <Input prefix={<Typography.Text type="secondary">{optionIndex + 1}.</Typography.Text>} data-testid={`survey-question-${index}-option-${optionIndex}`} />
                  </Form.Item>
                  <Tooltip title={picks > 0 ? t('surveys.optionPicked', { count: picks }) : undefined}>
                    <Button danger type="text" disabled={picks > 0 || fields.length <= 2} onClick={() => remove(field.name)} aria-label={t('surveys.remove')}>
                      ✕
                    </Button>
                  </Tooltip>
                </Flex>
              );
            })}
            <Button
              size="small"
              disabled={fields.length >= MAX_SURVEY_OPTIONS}
              onClick={() => add({ id: freeOptionId(form.getFieldValue(['questions', fieldName, 'options']) as OptionDraft[]), label: '' })}
              data-testid={`survey-question-${index}-add-option`}
            >
              + {t('surveys.addOption')}
            </Button>
          </div>
        )}
      </Form.List>
      {kind === 'multiple' && (
        <Space size="large" style={{ marginTop: 16 }}>
          <Form.Item name={[fieldName, 'minChoices']} label={t('surveys.minChoices')}>
            <InputNumber min={1} max={MAX_SURVEY_OPTIONS} precision={0} placeholder="1" />
          </Form.Item>
          <Form.Item name={[fieldName, 'maxChoices']} label={t('surveys.maxChoices')}>
            <InputNumber min={1} max={MAX_SURVEY_OPTIONS} precision={0} />
          </Form.Item>
        </Space>
      )}
    </>
  );
}

/** What a visitor's phone shows of the survey being edited, at the phone's width. The controls work but send nothing. */
function SurveyPreview({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const { t } = useT();
  return (
    <Drawer open width={460} title={t('surveys.preview')} onClose={onClose}>
      <div className="yc-phone" data-testid="survey-preview-phone">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {draft.title}
        </Typography.Title>
        {draft.intro && <Typography.Paragraph type="secondary">{draft.intro}</Typography.Paragraph>}
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {draft.questions.map((question, index) => (
            <div key={question.id ?? `new-${index}`}>
              <Typography.Text strong>
                {index + 1}. {question.title}
                {question.required && <Typography.Text type="danger"> *</Typography.Text>}
              </Typography.Text>
              <div style={{ marginTop: 8 }}>
                {question.kind === 'single' && (
                  <Radio.Group>
                    <Space direction="vertical">
                      {question.options.map((option) => (
                        <Radio key={option.id} value={option.id}>
                          {option.label}
                        </Radio>
                      ))}
                    </Space>
                  </Radio.Group>
                )}
                {question.kind === 'multiple' && (
                  <Checkbox.Group>
                    <Space direction="vertical">
                      {question.options.map((option) => (
                        <Checkbox key={option.id} value={option.id}>
                          {option.label}
                        </Checkbox>
                      ))}
                    </Space>
                  </Checkbox.Group>
                )}
                {question.kind === 'rating' && <Rate count={question.ratingMax ?? DEFAULT_RATING_MAX} />}
                {question.kind === 'text' && <Input.TextArea rows={3} maxLength={question.maxLength ?? DEFAULT_TEXT_MAX_LENGTH} showCount />}
              </div>
            </div>
          ))}
        </Space>
      </div>
    </Drawer>
  );
}
