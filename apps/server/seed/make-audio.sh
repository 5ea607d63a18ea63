#!/usr/bin/env bash
# Makes the demo area's audio from demo-area.json: every place's guide reading its whole transcript,
# in the main language for its audioKey and in each language of its audioKeys (the translated
# transcript), and the background music of config.musicKey (soft pentatonic tones made with sox).
# The outputs are committed, so nothing else needs these tools; run this again after changing a
# transcript. Voices (why these: docs/audio-guide.md, "Demo audio"): Chinese espeak-ng's Mandarin,
# English festival's HTS voice cmu_us_slt_arctic_hts.
#   apt-get install -y espeak-ng festival festvox-us-slt-hts sox lame
set -euo pipefail
cd "$(dirname "$0")"
OUT=media
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Small mono MP3s at 22.05 kHz: speech at 24 kbps keeps its band to about 6 kHz (lame's lowpass) and a
# one-and-a-half-minute guide stays under 300 kB on a park's mobile network; the music at 40.
encode() { lame --quiet -m m -b "$3" --resample 22.05 "$1" "$2"; }

# One line per recording: key, language, transcript (paragraph breaks become spaces: both voices
# pause at the end of every sentence anyway). Festival reads Latin-1, so curly quotes go straight.
node -e '
  const area = require("./demo-area.json");
  const text = (value) => (typeof value === "string" ? value : value?.text ?? "");
  const line = (key, lang, words) => {
    if (!words) throw new Error(`${key}: no ${lang} transcript to read`);
    console.log([key, lang, words.replace(/\s+/g, " ").replace(/[‘’]/g, "\x27").replace(/[“”]/g, "\x22")].join("\t"));
  };
  for (const p of area.places) {
    if (p.audioKey) line(p.audioKey, area.mainLanguage, p.transcript);
    for (const [lang, key] of Object.entries(p.audioKeys ?? {})) line(key, lang, text(p.translations?.[lang]?.transcript));
  }
' | while IFS=$'\t' read -r key lang text; do
  case "$lang" in
    # Speed 180: about three characters a second, a guide's unhurried pace.
    zh-CN) espeak-ng -v cmn -s 180 -p 45 -w "$WORK/speech.wav" "$text" </dev/null ;;
    en)
      printf '%s\n' "$text" >"$WORK/text.txt"
      text2wave -eval '(voice_cmu_us_slt_arctic_hts)' "$WORK/text.txt" -o "$WORK/speech.wav" </dev/null
      ;;
    *) echo "no voice here for $lang ($key)" >&2; exit 1 ;;
  esac
  mkdir -p "$OUT/$(dirname "$key")"
  # A short pause before and after, so the first word is not clipped when playback starts.
  sox "$WORK/speech.wav" -c 1 -r 22050 "$WORK/padded.wav" pad 0.4 0.8 norm -3
  encode "$WORK/padded.wav" "$OUT/$key" 24 </dev/null
  echo "$key $(soxi -D "$WORK/padded.wav" | cut -c1-5) s"
done

music_key=$(node -e 'process.stdout.write(require("./demo-area.json").config.musicKey ?? "")')
if [ -n "$music_key" ]; then
  # A slow phrase in C major pentatonic over a quiet drone; it loops without a seam because it
  # starts and ends on the same chord at the same level.
  notes=(C4 E4 G4 A4 G4 E4 D4 E4 G4 C5 A4 G4 E4 D4 C4 D4 E4 G4 A4 G4 E4 D4 C4 C4)
  parts=()
  for i in "${!notes[@]}"; do
    sox -n -r 22050 -c 1 "$WORK/n$i.wav" synth 2.6 pluck "${notes[$i]}" fade l 0.02 2.6 1.6 vol 0.5
    parts+=("$WORK/n$i.wav")
  done
  sox "${parts[@]}" "$WORK/melody.wav" splice
  length=$(soxi -D "$WORK/melody.wav")
  sox -n -r 22050 -c 1 "$WORK/drone.wav" synth "$length" sine C3 sine G3 fade q 2 "$length" 2 vol 0.12
  sox -m "$WORK/melody.wav" "$WORK/drone.wav" "$WORK/mix.wav" reverb 60 norm -6 fade q 1 -0 1
  mkdir -p "$OUT/$(dirname "$music_key")"
  encode "$WORK/mix.wav" "$OUT/$music_key" 40
  echo "$music_key $(soxi -D "$WORK/mix.wav" | cut -c1-5) s"
fi
du -ch "$OUT"/audio/*.mp3 "$OUT"/audio/*/*.mp3 | tail -1
