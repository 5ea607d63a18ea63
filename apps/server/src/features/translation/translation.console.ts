/**
 * The console's side of translation (docs/languages.md): the board, the texts of one language,
 * saving one text, export and import of a translator's file, machine translation. Every text of an
 * area comes from its TranslationSources; a write records the digest of the source it was made
 * from, and is audited.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode, MACHINE_TEXTS_PER_CALL, TRANSLATION_SUBJECTS, translationKey, type TranslationFormat, type TranslationState, type TranslationSubject } from '@youlan/contract';
import type { AreaLanguages, TranslationBoard, TranslationText } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { tenant } from '../../platform/db/schema.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { setTranslation, translationState, type StoredTranslation } from '../../entities/translation/translation.ts';
import { describeProblem, FILE_CONTENT_TYPES, readTranslationFile, TranslationFileRefused, writeTranslationFile } from './translation-file.format.ts';
import { translationField, translationProblem } from '../../entities/translation/translation.fields.ts';
import { checkImport, cleanTranslation } from './translation-import.rules.ts';
import { batchTexts, machineTranslationNotSetUp, type MachineTranslator } from './machine.translator.ts';
import type { TranslatableRow, TranslationSource } from './translation.sources.ts';

/** The area as translation sees it. */
export interface TranslationArea {
  id: number;
  code: string;
  mainLanguage: string;
  languages: readonly string[];
}

/** One text of the area in one language. */
interface AreaText extends Omit<TranslationText, 'subject'> {
  subject: TranslationSubject;
  id: string;
  row: TranslatableRow;
}

/** A refused import names at most this many problems (a wholly wrong file has one per line). */
const PROBLEMS_NAMED = 20;

type Sources = readonly TranslationSource[];

/** Items grouped by key, in first-seen order (Map.groupBy is past the server's ES target). */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}

async function areaRows(db: Db, sources: Sources, tenantId: number, subject?: TranslationSubject) {
  const wanted = subject ? sources.filter((source) => source.subject === subject) : sources;
  return Promise.all(wanted.map(async (source) => ({ subject: source.subject, rows: await source.rows(db, tenantId) })));
}

/** Every text with a source (an empty source has nothing to translate), in `lang`. */
function textsIn(subjects: { subject: TranslationSubject; rows: TranslatableRow[] }[], lang: string): AreaText[] {
  return subjects.flatMap(({ subject, rows }) =>
    rows.flatMap((row) =>
      (TRANSLATION_SUBJECTS[subject] as readonly string[]).flatMap((field) => {
        const source = row.sources[field] ?? '';
        if (source.trim() === '') return [];
        return [presentText(subject, row, field, lang)];
      }),
    ),
  );
}

function presentText(subject: TranslationSubject, row: TranslatableRow, field: string, lang: string): AreaText {
  const key = translationKey(subject, row.id, field);
  const source = row.sources[field] ?? '';
  return {
    key,
    id: row.id,
    row,
    subject,
    field,
    label: row.label,
    source,
    html: translationField(key)?.html ?? false,
    state: translationState(source, row.translations, lang, field),
    translation: row.translations[lang]?.[field]?.text ?? null,
  };
}

const publicText = ({ id: _id, row: _row, ...text }: AreaText): TranslationText => text;

/** A language the area translates into: one it offers, not its main one. */
function requireTargetLanguage(area: TranslationArea, lang: string, field = 'lang'): void {
  if (lang === area.mainLanguage) throw badRequest(`${lang} is the area's main language: its texts are the sources, edited in their own forms`, field);
  if (!area.languages.includes(lang)) throw badRequest(`The area does not offer ${lang}: add it to the area's languages first`, field);
}

function sourceOf(sources: Sources, subject: TranslationSubject): TranslationSource {
  const source = sources.find((candidate) => candidate.subject === subject);
  if (!source) throw new Error(`no translation source for ${subject}`);
  return source;
}

// Languages ----------------------------------------------------------------------------------------

export async function getLanguages(db: Db, tenantId: number): Promise<AreaLanguages> {
  const [row] = await db.select({ main: tenant.mainLanguage, languages: tenant.languages }).from(tenant).where(eq(tenant.id, tenantId));
  if (!row) throw notFound('No such area');
  return { main: row.main, languages: row.languages };
}

export async function updateLanguages(db: Db, actor: AuditActor, tenantId: number, body: AreaLanguages): Promise<AreaLanguages> {
  return db.transaction(async (tx) => {
    const before = await getLanguages(tx, tenantId);
    // Main first, as visitors' fallback reads it.
    const languages = [body.main, ...body.languages.filter((lang) => lang !== body.main)];
    await tx.update(tenant).set({ mainLanguage: body.main, languages }).where(eq(tenant.id, tenantId));
    const after = { main: body.main, languages };
    await recordAudit(tx, actor, { action: 'area.languages', targetType: 'tenant', targetId: tenantId, before, after });
    return after;
  });
}

// Board and texts ----------------------------------------------------------------------------------

type Counts = Record<TranslationState, number> & { total: number };
const noCounts = (): Counts => ({ total: 0, missing: 0, outdated: 0, machine: 0, done: 0 });

export async function translationBoard(db: Db, sources: Sources, area: TranslationArea): Promise<TranslationBoard> {
  const subjects = await areaRows(db, sources, area.id);
  const languages = area.languages.filter((lang) => lang !== area.mainLanguage);
  return {
    main: area.mainLanguage,
    languages: languages.map((lang) => {
      const counts = noCounts();
      const bySubject = new Map<TranslationSubject, Counts>(subjects.map(({ subject }) => [subject, noCounts()]));
      for (const text of textsIn(subjects, lang)) {
        for (const tally of [counts, bySubject.get(text.subject)!]) {
          tally.total += 1;
          tally[text.state] += 1;
        }
      }
      return { lang, counts, subjects: [...bySubject].filter(([, tally]) => tally.total > 0).map(([subject, tally]) => ({ subject, ...tally })) };
    }),
  };
}

export async function listTexts(db: Db, sources: Sources, area: TranslationArea, query: { lang: string; state?: TranslationState | undefined; subject?: string | undefined; page: number; size: number }) {
  requireTargetLanguage(area, query.lang, 'query.lang');
  const texts = textsIn(await areaRows(db, sources, area.id, query.subject as TranslationSubject | undefined), query.lang).filter((text) => !query.state || text.state === query.state);
  const start = (query.page - 1) * query.size;
  return { items: texts.slice(start, start + query.size).map(publicText), total: texts.length, page: query.page, size: query.size };
}

// Saving one -------------------------------------------------------------------------------------

const auditEntry = (entry: StoredTranslation | undefined) => (entry ? { text: entry.text, machine: entry.machine ?? false } : null);

export async function saveText(db: Db, sources: Sources, actor: AuditActor, area: TranslationArea, body: { lang: string; key: string; text: string }): Promise<TranslationText> {
  requireTargetLanguage(area, body.lang, 'body.lang');
  const field = translationField(body.key);
  if (!field) throw notFound(`No text "${body.key}" in this area`);
  const problem = body.text === '' ? null : translationProblem(field, body.text);
  if (problem) throw badRequest(`The translation ${problem}`, 'body.text');
  const text = body.text === '' ? '' : cleanTranslation(field, body.text);
  return db.transaction(async (tx) => {
    // Filled in by the write, which sees the row as it is (locked).
    const outcome: { text?: AreaText; before?: StoredTranslation | undefined } = {};
    await sourceOf(sources, field.subject).write(tx, area.id, field.id, (row) => {
      const source = row.sources[field.field] ?? '';
      if (source.trim() === '') return row.translations;
      const translations = setTranslation(row.translations, body.lang, field.field, text, source);
      outcome.before = row.translations[body.lang]?.[field.field];
      outcome.text = presentText(field.subject, { ...row, translations }, field.field, body.lang);
      return translations;
    });
    // No such row in this area (another area's key included), or a field with no source.
    if (!outcome.text) throw notFound(`No text "${body.key}" in this area`);
    await recordAudit(tx, actor, { action: 'translation.save', targetType: 'translation', targetId: `${body.lang}:${body.key}`, before: auditEntry(outcome.before), after: text === '' ? null : { text, machine: false } });
    return publicText(outcome.text);
  });
}

// Export and import -----------------------------------------------------------------------------

export async function exportTexts(db: Db, sources: Sources, area: TranslationArea, query: { lang: string; format: TranslationFormat; scope: 'todo' | 'all' }) {
  requireTargetLanguage(area, query.lang, 'query.lang');
  const texts = textsIn(await areaRows(db, sources, area.id), query.lang).filter((text) => query.scope === 'all' || text.state === 'missing' || text.state === 'outdated');
  const content = writeTranslationFile(query.format, {
    srcLang: area.mainLanguage,
    trgLang: query.lang,
    texts: texts.map((text) => ({ key: text.key, source: text.source, translation: text.translation ?? '', state: text.state })),
  });
  const extension = query.format === 'xliff' ? 'xlf' : 'csv';
  return { fileName: `${area.code}-${query.lang}.${extension}`, contentType: FILE_CONTENT_TYPES[query.format], content, count: texts.length };
}

function refusedFile(error: TranslationFileRefused): AppError {
  const named = error.problems.slice(0, PROBLEMS_NAMED).map(describeProblem);
  const more = error.problems.length > PROBLEMS_NAMED ? `; and ${error.problems.length - PROBLEMS_NAMED} more` : '';
  return new AppError(400, ErrorCode.BAD_REQUEST, `The file was not imported, nothing was saved: ${named.join('; ')}${more}`, { field: 'body.content' });
}

export async function importTexts(db: Db, sources: Sources, actor: AuditActor, area: TranslationArea, body: { format: TranslationFormat; content: string }) {
  let checked;
  try {
    const file = readTranslationFile(body.format, body.content);
    const known = new Set(textsIn(await areaRows(db, sources, area.id), area.mainLanguage).map((text) => text.key));
    checked = checkImport(file, { main: area.mainLanguage, languages: area.languages }, (key) => known.has(key));
  } catch (error) {
    if (error instanceof TranslationFileRefused) throw refusedFile(error);
    throw error;
  }
  const { lang, texts } = checked;
  const filled = texts.filter((text) => text.translation !== '');
  // One write per row, every field of the file in it.
  const byRow = groupBy(filled, (text) => `${text.field.subject}:${text.field.id}`);
  return db.transaction(async (tx) => {
    let saved = 0;
    for (const rowTexts of byRow) {
      const { subject, id } = rowTexts[0]!.field;
      const written = await sourceOf(sources, subject).write(tx, area.id, id, (row) => {
        let translations = row.translations;
        for (const text of rowTexts) {
          const current = row.sources[text.field.field] ?? '';
          // Made from the source the translator saw: changed since, it is outdated at once. A tool's whitespace does not count.
          const madeFrom = text.source.trim() === current.trim() ? current : text.source;
          const next = setTranslation(translations, lang, text.field.field, text.translation, madeFrom);
          const before = translations[lang]?.[text.field.field];
          const after = next[lang]?.[text.field.field];
          if (before?.text === after?.text && before?.source === after?.source && !before?.machine) continue;
          translations = next;
          saved += 1;
        }
        return translations;
      });
      // The row went between the check and the write: the whole file fails, as any bad line does.
      if (!written) throw refusedFile(new TranslationFileRefused([{ line: rowTexts[0]!.line, key: rowTexts[0]!.key, message: 'this text was deleted meanwhile' }]));
    }
    await recordAudit(tx, actor, { action: 'translation.import', targetType: 'translation', targetId: lang, before: null, after: { format: body.format, saved, keys: filled.slice(0, 100).map((text) => text.key) } });
    return { lang, saved, unchanged: texts.length - saved };
  });
}

// Machine translation ---------------------------------------------------------------------------

/**
 * Translates the missing and outdated texts of one language (at most MACHINE_TEXTS_PER_CALL) batch
 * by batch, each batch stored as it comes, marked machine translated. `inTenant` scopes each short
 * database step: no connection is held while the service thinks.
 */
export async function machineTranslateTexts(
  inTenant: <T>(work: () => Promise<T>) => Promise<T>,
  db: Db,
  sources: Sources,
  translator: MachineTranslator | null,
  actor: AuditActor,
  area: TranslationArea,
  body: { lang: string; subject?: string | undefined },
) {
  if (!translator) throw machineTranslationNotSetUp();
  requireTargetLanguage(area, body.lang, 'body.lang');
  const subjects = await inTenant(() => areaRows(db, sources, area.id, body.subject as TranslationSubject | undefined));
  const waiting = textsIn(subjects, body.lang).filter((text) => text.state === 'missing' || text.state === 'outdated');
  const todo = waiting.slice(0, MACHINE_TEXTS_PER_CALL);
  let translated = 0;
  let failed = 0;
  for (const batch of batchTexts(todo.map((text) => ({ ...text, text: text.source })))) {
    const results = await translator.translate(batch, area.mainLanguage, body.lang);
    await inTenant(() =>
      db.transaction(async (tx) => {
        const keys: string[] = [];
        for (const rowTexts of groupBy(batch.map((text, index) => ({ text, result: results[index] ?? null })), ({ text }) => `${text.subject}:${text.id}`)) {
          const { subject, id } = rowTexts[0]!.text;
          const written = await sourceOf(sources, subject).write(tx, area.id, id, (row) => {
            let translations = row.translations;
            for (const { text, result } of rowTexts) {
              const field = translationField(text.key)!;
              // The source changed while the service worked: its translation is of the old one.
              if (result === null || translationProblem(field, result) || row.sources[text.field] !== text.source) {
                failed += 1;
                continue;
              }
              const clean = cleanTranslation(field, result);
              if (clean === '') {
                failed += 1;
                continue;
              }
              translations = setTranslation(translations, body.lang, text.field, clean, text.source, true);
              translated += 1;
              keys.push(text.key);
            }
            return translations;
          });
          // Deleted while the service worked.
          if (!written) failed += rowTexts.length;
        }
        if (keys.length) await recordAudit(tx, actor, { action: 'translation.machine', targetType: 'translation', targetId: body.lang, before: null, after: { keys } });
      }),
    );
  }
  return { translated, failed, remaining: waiting.length - translated };
}
