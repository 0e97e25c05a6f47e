import { describe, expect, it } from 'vitest';
import { longDateTime } from '../src/lib/dates';
import { services } from '../src/content/index';
import { suggestedLines } from '../src/quotes/suggest';
import { taxLabelIn, unitLabel } from '../src/quotes/units';

/**
 * Issue 49: a quote line's unit agrees with its quantity in both languages (src/quotes/units.ts, Intl's plural
 * rules), the default tax label reads in the quote's language, and a moment in prose is written in long form with
 * "a las" / "at" (src/lib/dates.ts `longDateTime`, Intl), at fixed instants, across a daylight-saving change.
 */

const CENTRAL = 'America/Chicago';

describe('unitLabel', () => {
  it('Spanish: singular for exactly 1, plural for every other quantity (2, 120, 1.5, 0.5), "suma global" for a lump sum', () => {
    const cases: [Parameters<typeof unitLabel>[0], number, string][] = [
      ['sqft', 100, 'pie cuadrado'],
      ['sqft', 200, 'pies cuadrados'],
      ['sqft', 65000, 'pies cuadrados'],
      ['lf', 100, 'pie lineal'],
      ['lf', 12000, 'pies lineales'],
      ['cy', 100, 'yarda cúbica'],
      ['cy', 150, 'yardas cúbicas'],
      ['cy', 50, 'yardas cúbicas'],
      ['each', 100, 'unidad'],
      ['each', 300, 'unidades'],
      ['lump', 100, 'suma global'],
      ['lump', 200, 'suma global'],
    ];
    expect(cases.map(([unit, hundredths]) => `${hundredths / 100} ${unitLabel(unit, hundredths, 'es')}`)).toEqual(
      cases.map(([, hundredths, words]) => `${hundredths / 100} ${words}`),
    );
  });

  it('English keeps its abbreviations, which do not change with the number', () => {
    expect(unitLabel('sqft', 100, 'en')).toBe('sq ft');
    expect(unitLabel('sqft', 200, 'en')).toBe('sq ft');
    expect(unitLabel('lf', 12000, 'en')).toBe('linear ft');
    expect(unitLabel('each', 300, 'en')).toBe('each');
    expect(unitLabel('lump', 100, 'en')).toBe('lump sum');
  });
});

describe('taxLabelIn', () => {
  it('the default label the form stores ("Sales tax") reads in the quote\u2019s language; a typed label stays as typed', () => {
    expect(taxLabelIn('Sales tax', 'es')).toBe('Impuesto sobre las ventas');
    expect(taxLabelIn(null, 'es')).toBe('Impuesto sobre las ventas');
    expect(taxLabelIn('Sales tax', 'en')).toBe('Sales tax');
    expect(taxLabelIn('Impuesto de Beaumont', 'es')).toBe('Impuesto de Beaumont');
  });
});

describe('longDateTime', () => {
  it('a morning and an afternoon in Central standard time, in Spanish prose ("a las", "a. m.") and in English', () => {
    expect(longDateTime('2026-11-27T17:30:00Z', CENTRAL, 'es-US')).toBe('27 de noviembre de 2026 a las 11:30 a. m.');
    expect(longDateTime('2026-11-25T18:00:00Z', CENTRAL, 'es-US')).toBe('25 de noviembre de 2026 a las 12:00 p. m.');
    expect(longDateTime('2026-11-27T17:30:00Z', CENTRAL, 'en-US')).toBe('November 27, 2026 at 11:30 AM');
    // Milliseconds since the epoch read the same.
    expect(longDateTime(Date.parse('2026-11-27T17:30:00Z'), CENTRAL, 'es-US')).toBe('27 de noviembre de 2026 a las 11:30 a. m.');
  });

  it('the day daylight time ends (2026-11-01): 1:30 comes twice, an hour apart, and each reads its own wall clock', () => {
    expect(longDateTime('2026-11-01T06:30:00Z', CENTRAL, 'es-US')).toBe('1 de noviembre de 2026 a las 1:30 a. m.');
    expect(longDateTime('2026-11-01T07:30:00Z', CENTRAL, 'es-US')).toBe('1 de noviembre de 2026 a las 1:30 a. m.');
    expect(longDateTime('2026-11-01T08:30:00Z', CENTRAL, 'es-US')).toBe('1 de noviembre de 2026 a las 2:30 a. m.');
  });

  it('the day daylight time starts (2027-03-14): 1:59 CST is followed by 3:00 CDT; the day is the Central one, not UTC\u2019s', () => {
    expect(longDateTime('2027-03-14T07:59:00Z', CENTRAL, 'es-US')).toBe('14 de marzo de 2027 a las 1:59 a. m.');
    expect(longDateTime('2027-03-14T08:00:00Z', CENTRAL, 'es-US')).toBe('14 de marzo de 2027 a las 3:00 a. m.');
    // 03:30 UTC on the 15th is still the evening of the 14th in Beaumont.
    expect(longDateTime('2027-03-15T03:30:00Z', CENTRAL, 'es-US')).toBe('14 de marzo de 2027 a las 10:30 p. m.');
  });
});

describe('suggestedLines for a Spanish lead', () => {
  it('every service\u2019s lines are in Spanish: none is its English line, none carries an English label', () => {
    let count = 0;
    for (const service of services) {
      const spanish = suggestedLines(service.name, 'es');
      const english = suggestedLines(service.name, 'en');
      expect(spanish.length, service.slug).toBe(english.length);
      spanish.forEach((line, i) => {
        const theirs = english[i]!.description;
        expect(line.description, service.slug).not.toBe(theirs);
        const label = theirs.split(': ')[1];
        if (label) expect(line.description, service.slug).not.toContain(label);
        count++;
      });
    }
    expect(count).toBeGreaterThan(30);
  });
});
