/**
 * Navigation to a place: WeChat's map (`wx.openLocation`, GCJ-02) inside WeChat, else AMap's
 * marker page, which opens the AMap app when installed and works in any browser otherwise.
 */
import { toDatum, type DatumPoint } from '@youlan/geo';
import { isWeChat } from '../messaging-app.ts';
import { callWx, configuredWx } from './wx-api.ts';

export interface PlaceToOpen extends DatumPoint {
  name: string;
  address?: string;
}

/** Street level: close enough to see the entrance. */
const MAP_SCALE = 16;

/** AMap's marker URI; `coordinate=wgs84` has AMap convert a GPS point itself. */
export function amapMarkerUrl(place: PlaceToOpen): string {
  const query = new URLSearchParams({
    position: `${place.longitude},${place.latitude}`,
    name: place.name,
    coordinate: place.datum === 'wgs84' ? 'wgs84' : 'gaode',
    callnative: '1',
  });
  return `https://uri.amap.com/marker?${query.toString()}`;
}

export async function openLocation(place: PlaceToOpen): Promise<void> {
  if (!isWeChat()) {
    // A new tab, opened within the tap (before any await, or the popup blocker refuses it): the
    // visitor comes back to the app, never finds it replaced by the map page.
    window.open(amapMarkerUrl(place), '_blank', 'noopener');
    return;
  }
  const wx = await configuredWx();
  if (wx) {
    const point = toDatum(place, 'gcj02');
    try {
      await callWx((callbacks) => wx.openLocation({ latitude: point.latitude, longitude: point.longitude, name: place.name, address: place.address ?? '', scale: MAP_SCALE, ...callbacks }));
      return;
    } catch (error) {
      console.warn('wx.openLocation failed; opening the map page', error);
    }
  }
  // WeChat's web view has no tabs: the map page replaces this one, and its back button returns.
  window.location.assign(amapMarkerUrl(place));
}
