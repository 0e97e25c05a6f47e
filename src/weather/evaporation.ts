/**
 * The evaporation rate of water from fresh concrete, the figure behind plastic-shrinkage cracking (ACI 305R, Hot
 * Weather Concreting: precautions are needed as the rate approaches 0.2 lb/ft²/h, 1.0 kg/m²/h). Pure, no I/O.
 *
 * Source: the closed form of the ACI 305R nomograph by Uno, "Plastic Shrinkage Cracking and Evaporation Formulas",
 * ACI Materials Journal 95(4), 1998, pp. 365–375:
 *   E = 5 · ([Tc + 18]^2.5 − r · [Ta + 18]^2.5) · (V + 4) · 10⁻⁶ kg/m²/h,
 * with Tc the concrete and Ta the air temperature in °C, r the relative humidity as a fraction and V the wind speed
 * in km/h. 1 kg/m²/h = 0.2048 lb/ft²/h (1 kg = 2.20462 lb, 1 m² = 10.7639 ft²).
 */

/** lb/ft²/h in one kg/m²/h. */
export const LB_FT2_PER_KG_M2 = 0.2048;

/** Km/h in one mph (1 mile = 1.609344 km, exactly). */
const KMH_PER_MPH = 1.609344;

/** °F → °C. */
const celsius = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9;

/** What the rate is computed from, in the units of an NWS forecast. */
export interface EvaporationInput {
  /** Air temperature, °F. */
  airF: number;
  /** Relative humidity, percent (0–100). */
  humidityPercent: number;
  /** Wind speed, mph (NWS gives the sustained wind at 10 m; the nomograph asks for it about 0.5 m above the surface). */
  windMph: number;
  /** Concrete temperature, °F; the air temperature + 5 °F unless given (ACI 305R's usual assumption for a mix placed in the sun). */
  concreteF?: number;
}

/** How much warmer than the air fresh concrete is taken to be, °F, when the contractor gives no concrete temperature. */
export const CONCRETE_ABOVE_AIR_F = 5;

/**
 * The evaporation rate by Uno's closed form of the ACI 305R nomograph.
 * @returns lb/ft²/h (never below 0: a very humid, cool hour gives 0, no condensation figure); e.g. 90 °F air,
 *   95 °F concrete, 40 % RH, 15 mph → 0.383; 70 °F, 70 %, 5 mph → 0.057
 * @throws RangeError when the humidity is outside 0–100 or the wind negative (the forecast's parser never passes them)
 */
export function evaporationRate({ airF, humidityPercent, windMph, concreteF }: EvaporationInput): number {
  if (!(humidityPercent >= 0 && humidityPercent <= 100)) throw new RangeError(`relative humidity ${humidityPercent} % is not 0–100`);
  if (!(windMph >= 0)) throw new RangeError(`wind ${windMph} mph is negative`);
  const ta = celsius(airF);
  const tc = celsius(concreteF ?? airF + CONCRETE_ABOVE_AIR_F);
  const kmh = windMph * KMH_PER_MPH;
  const kg = 5 * ((tc + 18) ** 2.5 - (humidityPercent / 100) * (ta + 18) ** 2.5) * (kmh + 4) * 1e-6;
  return Math.max(0, kg * LB_FT2_PER_KG_M2);
}
