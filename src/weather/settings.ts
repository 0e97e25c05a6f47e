/**
 * The thresholds of a pour's weather verdict (issue 46 §5), in one place, with the defaults. The verdict
 * (src/weather/verdict.ts) takes them as an argument, so a contractor's own settings can replace them later.
 *
 * Sources: rain and heat/wind are the rules of thumb; evaporation 0.2 lb/ft²/h is where ACI 305R (Hot
 * Weather Concreting) asks for precautions against plastic-shrinkage cracking; 40 °F is ACI 306R's (Cold Weather
 * Concreting) cold-weather line, 25 °F the hold line (fresh concrete must not freeze before it reaches about
 * 500 psi, ACI 306R).
 */
export interface WeatherSettings {
  /** Probability of precipitation (%) in any hour of the pour or the 6 hours after its start at or above which: HOLD. */
  rainHoldPercent: number;
  /** … at or above which: CAUTION. */
  rainCautionPercent: number;
  /** Evaporation rate (lb/ft²/h, ACI 305R) in any of those hours at or above which: CAUTION. */
  evaporationCaution: number;
  /** Air temperature (°F) in any hour within `coldWindowHours` of the pour's start below which: CAUTION. */
  coldCautionF: number;
  /** … below which: HOLD. */
  coldHoldF: number;
  /** Air temperature (°F) during the pour at or above which: CAUTION. */
  heatCautionF: number;
  /** Sustained wind (mph) during the pour at or above which: CAUTION. */
  windCautionMph: number;
  /** Hours after the pour's start that rain and evaporation are read for (besides the pour's own hours). */
  afterStartHours: number;
  /** Hours after the pour's start that cold is read for. */
  coldWindowHours: number;
}

/** The defaults. */
export const WEATHER_SETTINGS: Readonly<WeatherSettings> = {
  rainHoldPercent: 50,
  rainCautionPercent: 30,
  evaporationCaution: 0.2,
  coldCautionF: 40,
  coldHoldF: 25,
  heatCautionF: 95,
  windCautionMph: 25,
  afterStartHours: 6,
  coldWindowHours: 24,
};
