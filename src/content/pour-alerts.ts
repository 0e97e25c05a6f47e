/**
 * The words of a pour's weather as the contractor is told it (issue 46 item 5) and as the calendar and the admin's
 * first screen show it (items 2 and 6): "Wednesday's pour in Nederland: HOLD, 70 % chance of rain 9 – 11 AM. Next
 * GO day: Friday." The admin reads English; the Spanish is kept beside it for the day the admin speaks it
 * (src/content/es/README-translation.md: pour "colado"). The verdicts' and reasons' own words are src/content/weather.ts.
 */
export const POUR_ALERT_WORDS = {
  en: {
    /** The message's first sentence: the weekday, the town and the verdict with its reasons in words. */
    line: (weekday: string, town: string, verdict: string) => `${weekday}'s pour in ${town}: ${verdict}.`,
    nextGo: (weekday: string) => `Next GO day: ${weekday}.`,
    noGo: 'No GO day in the forecast.',
    /** Back to GO after a CAUTION or HOLD was told. */
    wasBefore: (verdict: string) => `It was ${verdict}.`,
    subject: (verdict: string, weekday: string, town: string, name: string) => `Pour ${verdict}: ${weekday} in ${town} (${name})`,
    pushTitle: (verdict: string) => `Pour: ${verdict}`,
    move: (url: string) => `Move it, or keep it: ${url}`,
    nothingSent: 'Nothing was sent to the homeowner: they are told only when you move the day.',
    asOf: (time: string) => `as of ${time}`,
  },
  es: {
    line: (weekday: string, town: string, verdict: string) => `Colado del ${weekday} en ${town}: ${verdict}.`,
    nextGo: (weekday: string) => `Próximo día ADELANTE: ${weekday}.`,
    noGo: 'Ningún día ADELANTE en el pronóstico.',
    wasBefore: (verdict: string) => `Antes: ${verdict}.`,
    subject: (verdict: string, weekday: string, town: string, name: string) => `Colado ${verdict}: ${weekday} en ${town} (${name})`,
    pushTitle: (verdict: string) => `Colado: ${verdict}`,
    move: (url: string) => `Muévalo o manténgalo: ${url}`,
    nothingSent: 'No se envió nada al cliente: se le avisa solo cuando usted mueve el día.',
    asOf: (time: string) => `a las ${time}`,
  },
} as const;
