#!/usr/bin/env bash
# Makes the demo area's audio from demo-area.json: a spoken guide for every place with an audioKey
# (espeak-ng's Mandarin voice reading the place's name and intro) and the background music of
# config.musicKey (soft pentatonic tones made with sox). The outputs are committed, so nothing else
# needs these tools; run this again after changing a place's intro.
#   apt-get install -y espeak-ng sox lame
set -euo pipefail
cd "$(dirname "$0")"
OUT=media
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Small mono MP3s: speech stays clear at 32 kbps, 22.05 kHz; the whole area is well under 2 MB.
encode() { lame --quiet -m m -b "$3" --resample 22.05 "$1" "$2"; }

node -e '
  const area = require("./demo-area.json");
  for (const p of area.places) if (p.audioKey) console.log([p.audioKey, `这里是${p.name}。${p.intro}`].join("\t"));
' | while IFS=$'\t' read -r key text; do
  mkdir -p "$OUT/$(dirname "$key")"
  # A short pause before and after, so the first word is not clipped when playback starts.
  espeak-ng -v cmn -s 150 -p 45 -w "$WORK/speech.wav" "$text"
  sox "$WORK/speech.wav" -r 22050 "$WORK/padded.wav" pad 0.4 0.8 norm -3
  encode "$WORK/padded.wav" "$OUT/$key" 32
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
du -ch "$OUT"/audio/*.mp3 | tail -1
