/**
 * The loads of the first navigation (spec section 4), all in parallel: permissions, config, IP,
 * weather, the time-period code and the messaging-app config step. Any failure rejects; main.tsx
 * then goes to /exception. When the document carries the start data, only the IP and the
 * messaging-app step are left, and the IP no longer holds the first screen back.
 */
import { ErrorCode, endpoints } from '@youlan/contract/runtime';
import type { QueryClient } from '@tanstack/react-query';
import { call, isApiError } from './platform/http.ts';
import { configureMessagingApp } from './platform/messaging-app.ts';
import { configQuery, ipQuery, permissionQuery, sceneCodesKey, weatherQuery, type SceneCodes } from './entities/area-queries.ts';
import { seedStartData, type StartData } from './start-data.ts';
import { whenIdle } from './platform/next-task.ts';
import { timePeriodCode } from './entities/time-period.ts';
import { weatherCode } from './entities/weather-code.ts';

async function loadOnce(queryClient: QueryClient): Promise<void> {
  const [permissions, config, ip, weather] = await Promise.all([
    call(endpoints.getH5Permission),
    call(endpoints.getConfigH5),
    call(endpoints.getIp),
    call(endpoints.getWeather),
    configureMessagingApp(),
  ]);
  const sceneCodes: SceneCodes = {
    timePeriodCode: timePeriodCode(new Date().getHours()),
    weatherCode: weatherCode(weather[0]?.dayWeather ?? ''),
  };
  queryClient.setQueryData(permissionQuery.queryKey, permissions);
  queryClient.setQueryData(configQuery.queryKey, config);
  queryClient.setQueryData(ipQuery.queryKey, ip);
  queryClient.setQueryData(weatherQuery.queryKey, weather);
  queryClient.setQueryData<SceneCodes>(sceneCodesKey, sceneCodes);
}

export async function loadBootstrap(queryClient: QueryClient): Promise<void> {
  try {
    await loadOnce(queryClient);
  } catch (error) {
    // A stale stored token can be refused even where it is optional; the client has removed it,
    // and these calls work without one. The guard asks for a login where a screen needs it.
    if (isApiError(error) && error.code === ErrorCode.LOGIN_EXPIRED) await loadOnce(queryClient);
    else throw error;
  }
}

export async function loadBootstrapFromStartData(queryClient: QueryClient, data: StartData): Promise<void> {
  seedStartData(queryClient, data);
  // No first screen shows the IP data; it is loaded as spec section 4 asks, behind the screen, once
  // the page is idle (starting the call was 11 ms of the start-up's task at 4× slowdown).
  whenIdle(() => void queryClient.prefetchQuery(ipQuery));
  await configureMessagingApp();
}
