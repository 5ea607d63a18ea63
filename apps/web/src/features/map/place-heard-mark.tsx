/** The list row's "已听", in a chunk of its own: the rows are made after the first screen, and the record is not needed for it. */
import { useHeardGuides } from '../../entities/heard-guides.ts';
import { HeardMark } from '../../ui/heard-mark.tsx';

export default function PlaceHeardMark({ placeId, lang }: { placeId: number; lang: string }) {
  const isHeard = useHeardGuides();
  return isHeard(placeId, lang) ? <HeardMark /> : null;
}
