/**
 * Which recording a place's audio guide plays for a visitor (docs/languages.md, "Audio"): the
 * operator's recording in the visitor's language, else speech of the translated transcript once
 * it is stored, else the main language's recording; and the language of what it plays.
 */

export interface GuideAudioSource {
  /** The recording in the area's main language; null: the place has no guide. */
  audioKey: string | null;
  /** The operator's recordings in other languages, by language tag. */
  recordings: Readonly<Record<string, string>> | null | undefined;
  /** The transcript translated into the visitor's language; null when it is not. */
  transcript: string | null;
}

export interface GuideAudio {
  audioKey: string | null;
  /** The language `audioKey` speaks (the main one when the place has no guide). */
  audioLang: string;
}

/**
 * `speech(lang, text)`: the key of stored speech of the text, or null while it is not (the
 * speech store's `ready`, which then has it made). Speech is asked for only for a place with a
 * guide in the main language: a place without one has nothing to translate into sound.
 */
export function guideAudio(source: GuideAudioSource, visitorLang: string, mainLang: string, speech: (lang: string, text: string) => string | null): GuideAudio {
  const main = { audioKey: source.audioKey, audioLang: mainLang };
  if (visitorLang === mainLang || source.audioKey === null) return main;
  const recorded = source.recordings?.[visitorLang];
  if (recorded) return { audioKey: recorded, audioLang: visitorLang };
  const spoken = source.transcript ? speech(visitorLang, source.transcript) : null;
  return spoken ? { audioKey: spoken, audioLang: visitorLang } : main;
}
