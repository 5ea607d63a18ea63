/** Every API route of the product, in one list: the server registers these, OpenAPI lists them. */
import { getConfigH5, getIp } from './config.ts';
import { signUrl } from './media.ts';
import { getH5Permission } from './permission.ts';
import { getPlace, listPlaces, placeLike, recordClick } from './place.ts';
import { postViewLog } from './view-log.ts';
import { loginH5 } from './visitor.ts';
import { getWeather } from './weather.ts';

export const apiRoutes = {
  loginH5,
  getH5Permission,
  getConfigH5,
  getIp,
  getWeather,
  listPlaces,
  getPlace,
  placeLike,
  recordClick,
  postViewLog,
  signUrl,
} as const;
