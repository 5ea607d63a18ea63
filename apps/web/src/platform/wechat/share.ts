/**
 * Share cards inside WeChat: what the visitor's friends and timeline see when this page is shared.
 * Each page gets its title; the description and image come from the area's share configuration.
 */
import type { ScenicConfig } from '@youlan/contract';
import { endpoints } from '@youlan/contract/runtime';
import { call } from '../http.ts';
import { configureJsSdk } from './jssdk.ts';
import { callWx, type WxShareData } from './wx-api.ts';

/** The `#direct` hash makes a friend who opens the link land on this page instead of the map (docs/routes.md). */
const LAND_ON_THIS_PAGE = '#direct';

export interface PageShareInput {
  /** The page's own title; empty for the home screen, which is shared as the area. */
  screenTitle: string;
  config: Pick<ScenicConfig, 'title' | 'share'> | undefined;
  /** The page's URL. */
  href: string;
  /** Absolute URL of the share image; empty for WeChat's default. */
  imageUrl: string;
}

/** The share card of a page: its title and link, the area's description and image. */
export function pageShareData({ screenTitle, config, href, imageUrl }: PageShareInput): WxShareData {
  const areaTitle = config?.share.title || config?.title.text || '';
  const title = screenTitle && areaTitle ? `${screenTitle} - ${areaTitle}` : screenTitle || areaTitle;
  const url = new URL(href);
  url.searchParams.delete('token');
  url.hash = '';
  const isHome = url.pathname === '/home/draw-map' || url.pathname === '/';
  return {
    title,
    desc: config?.share.description || areaTitle,
    link: isHome ? url.href : `${url.href}${LAND_ON_THIS_PAGE}`,
    imgUrl: imageUrl,
  };
}

/** Sets the share card for friends and the timeline; outside WeChat or unconfigured, nothing to do. */
export async function setShareData(data: WxShareData): Promise<void> {
  const wx = await configureJsSdk();
  if (!wx) return;
  await Promise.all([
    callWx((callbacks) => wx.updateAppMessageShareData({ ...data, ...callbacks })),
    callWx((callbacks) => wx.updateTimelineShareData({ title: data.title, link: data.link, imgUrl: data.imgUrl, ...callbacks })),
  ]).catch((error: unknown) => console.warn('WeChat share data not set', error));
}

let image: { key: string; url: string; until: number } | null = null;

/** A readable URL of the area's share image (else its logo); empty when it has neither or signing failed. */
export async function shareImageUrl(config: Pick<ScenicConfig, 'share' | 'logoKey'> | undefined): Promise<string> {
  const key = config?.share.imageKey ?? config?.logoKey ?? null;
  if (!key) return '';
  // Signed URLs expire: reuse one only while it has ten minutes left, for a card shared late.
  if (image?.key === key && image.until > Date.now()) return image.url;
  try {
    const signed = await call(endpoints.signUrl, { query: { fileName: key } });
    image = { key, url: signed.url, until: new Date(signed.expiresAt).getTime() - 10 * 60_000 };
    return signed.url;
  } catch (error) {
    console.warn('share image not signed', error);
    return '';
  }
}

/** The share card of the page now showing. */
export async function sharePage(screenTitle: string, config: Pick<ScenicConfig, 'title' | 'share' | 'logoKey'> | undefined): Promise<void> {
  const imageUrl = await shareImageUrl(config);
  await setShareData(pageShareData({ screenTitle, config, href: window.location.href, imageUrl }));
}
