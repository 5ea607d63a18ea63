/** The operator-set weather's limits (zod-free; ./weather.console.ts builds the schemas on them). */

/** Days of operator-set weather an area keeps (a month ahead at most; past days are not served). */
export const WEATHER_DAYS_MAX = 31;
/** Characters of a weather word (多云转小雨), in Chinese and in English. */
export const WEATHER_WORD_MAX = 20;
/** The temperatures an operator may enter, °C (beyond them is a typing slip). */
export const WEATHER_TEMP_MIN = -60;
export const WEATHER_TEMP_MAX = 60;
