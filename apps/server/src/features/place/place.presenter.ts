/** Rows never reach the wire: places go out in the contract's shape, with the spec's defaults. */
import { DEFAULT_SCOPE_RANGE, type Place, type PlaceClass } from '@youlan/contract';
import type { place, placeClass } from '../../entities/place/place.table.ts';
import { textsOf } from '../../entities/translation/translation.ts';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';
import { guideAudio } from '../../entities/media/guide-audio.ts';

/** The key of stored speech of a text in a language, or null while there is none (entities/media/speech.ts, `ready`). */
export type SpeechOf = (lang: string, text: string) => string | null;

/** `speech`: the area's stored speech; a place's guide in the visitor's language comes from it when not recorded. */
export function presentPlace(row: typeof place.$inferSelect, language: VisitorLanguage, speech: SpeechOf): Place {
  const text = textsOf(row.translations, language);
  const transcript = row.translations[language.lang]?.['transcript']?.text || null;
  return {
    id: row.id,
    placeType: row.placeType,
    classId: row.classId,
    name: text('name', row.name),
    signName: { text: row.name, lang: language.main },
    intro: text('intro', row.intro),
    imageKey: row.imageKey,
    longitude: row.longitude,
    latitude: row.latitude,
    scopeRange: row.scopeRange ?? DEFAULT_SCOPE_RANGE,
    ...guideAudio({ audioKey: row.audioKey, recordings: row.audioKeys, transcript }, language.lang, language.main, speech),
    stopNumber: row.stopNumber,
    facility: row.facility,
    likeCount: row.likeCount,
    clickCount: row.clickCount,
  };
}

export function presentPlaceClass(row: typeof placeClass.$inferSelect, language: VisitorLanguage): PlaceClass {
  return { id: row.id, name: textsOf(row.translations, language)('name', row.name), icon: row.icon };
}
