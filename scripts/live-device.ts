/**
 * A simulated device (docs/live-status.md): pushes live readings to an area with a device key, so
 * a newcomer sees the map's badges move. Toilets get a wait, piers a wait and the next departures,
 * exits (gates) a queue and an official count of the people inside (the crowd level, with the place's
 * capacity from the area file or the console), car parks free spaces; each a random walk, one
 * reading per place per round. Places are told apart by their facility kind (docs/live-status.md).
 *
 *   node scripts/live-device.ts --url http://localhost:8080 --area demo --key ylk_… [--every 10] [--rounds 0]
 */
import { parseArgs } from 'node:util';
import { DEVICE_KEY_HEADER, TENANT_HEADER, type DeviceReading, type FacilityKind, type Place } from '@youlan/contract';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    area: { type: 'string', default: 'demo' },
    key: { type: 'string' },
    every: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '0' },
  },
});
if (!values.key) {
  console.error('Give the device key: --key ylk_… (console → 实时状态 → 设备密钥)');
  process.exit(2);
}
const key = values.key;
const everyMs = Math.max(1, Number(values.every)) * 1000;
const rounds = Number(values.rounds);

type Kind = 'toilet' | 'pier' | 'gate' | 'carPark';
/** Which kind of device a place has, by its facility kind (set in the console, or the area file); piers, which are none, by name. */
const KIND_BY_FACILITY: Partial<Record<FacilityKind, Kind>> = { toilet: 'toilet', exit: 'gate', carPark: 'carPark' };
const PIER_NAME = /码头|pier|boat/i;

async function areaPlaces(): Promise<{ id: number; name: string; kind: Kind }[]> {
  const response = await fetch(`${values.url}/api/h5/place?page=1&size=9999`, { headers: { [TENANT_HEADER]: values.area } });
  if (!response.ok) throw new Error(`places of ${values.area}: HTTP ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { list: Pick<Place, 'id' | 'name' | 'facility'>[] } };
  return data.list.flatMap((place) => {
    const kind = place.facility ? KIND_BY_FACILITY[place.facility] : PIER_NAME.test(place.name.text) ? 'pier' : undefined;
    return kind ? [{ id: place.id, name: place.name.text, kind }] : [];
  });
}

/** A value moved a little at random, kept within [min, max]. */
const walk = (value: number, step: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value + (Math.random() * 2 - 1) * step)));

/** The next departures every 20 minutes from now, in Beijing time. */
function nextDepartures(count: number): string[] {
  const now = new Date(Date.now() + 8 * 3600_000);
  const first = Math.ceil((now.getUTCHours() * 60 + now.getUTCMinutes() + 1) / 20) * 20;
  return Array.from({ length: count }, (_, i) => first + i * 20)
    .filter((minutes) => minutes < 24 * 60)
    .map((minutes) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
}

const level = new Map<number, number>();
function readingOf(place: { id: number; kind: Kind }): Omit<DeviceReading, 'readingId' | 'placeId'> {
  const last = level.get(place.id);
  switch (place.kind) {
    case 'toilet': {
      const wait = walk(last ?? 3, 2, 0, 15);
      level.set(place.id, wait);
      return { state: 'open', waitMinutes: wait };
    }
    case 'pier': {
      const wait = walk(last ?? 10, 4, 0, 45);
      level.set(place.id, wait);
      return { state: 'open', waitMinutes: wait, departures: nextDepartures(3) };
    }
    case 'gate': {
      const people = walk(last ?? 40, 25, 0, 400);
      level.set(place.id, people);
      // The gate counts who went in and out: about ten times its queue are inside.
      return { queuePeople: people, occupancy: people * 10 };
    }
    case 'carPark': {
      const free = walk(last ?? 120, 15, 0, 300);
      level.set(place.id, free);
      return { freeSpaces: free };
    }
  }
}

const places = await areaPlaces();
if (places.length === 0) throw new Error(`no toilet, pier, gate or car park among the places of ${values.area}`);
console.info(`pushing to ${places.length} places of ${values.area} every ${everyMs / 1000} s: ${places.map((p) => `${p.name} (${p.kind})`).join(', ')}`);
for (let round = 1; rounds <= 0 || round <= rounds; round++) {
  for (const place of places) {
    const reading: DeviceReading = { readingId: `sim-${place.id}-${Date.now()}`, placeId: place.id, ...readingOf(place) };
    const response = await fetch(`${values.url}/api/device/live-status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TENANT_HEADER]: values.area, [DEVICE_KEY_HEADER]: key },
      body: JSON.stringify(reading),
    });
    const answer = (await response.json()) as { message: string };
    console.info(`${place.name}: ${response.status} ${response.ok ? JSON.stringify(reading) : answer.message}`);
    if (response.status === 401) process.exit(1);
  }
  if (rounds <= 0 || round < rounds) await new Promise((resolve) => setTimeout(resolve, everyMs));
}
