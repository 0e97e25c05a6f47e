import { describe, expect, it } from 'vitest';
import { calculatorProjects } from '../src/content/calculator';
import { type CalculatorValues, EMPTY_VALUES, evaluate } from '../src/lib/calculator-model';
import { cubicYards, estimate, LIMITS, readNumber, rectangleArea, roundTo, withWaste } from '../src/lib/concrete-math';
import { checkCalculatorQuery } from '../src/lib/calculator-query';

/** Issue 12, item 5: the calculator's arithmetic, its bounds and rounding, and the island and Worker agreeing on every input. */

describe('concrete arithmetic', () => {
  it('20 × 10 ft at 4 in is 2.47 cu yd, 2.72 with 10% waste', () => {
    const area = rectangleArea(20, 10);
    expect(area).toBe(200);
    expect(roundTo(cubicYards(area, 4), 2)).toBe(2.47);
    expect(roundTo(withWaste(cubicYards(area, 4)), 2)).toBe(2.72);
    expect(estimate({ area }, { low: 10, high: 25, unit: 'sqft' }, 4)).toEqual({
      area: 200,
      yards: 2.47,
      yardsWithWaste: 2.72,
      cost: { low: 2000, high: 5000 },
    });
  });

  it('27 sq ft at 12 in is exactly 1 cu yd (1.1 with waste); 100 sq ft at 6 in is 1.85 (2.04)', () => {
    expect(cubicYards(27, 12)).toBe(1);
    expect(roundTo(withWaste(1), 2)).toBe(1.1);
    expect(roundTo(cubicYards(100, 6), 2)).toBe(1.85);
    expect(roundTo(withWaste(cubicYards(100, 6)), 2)).toBe(2.04);
  });

  it('rounds halves away from zero and survives binary float error', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(2.4649, 2)).toBe(2.46);
    expect(roundTo(0.125, 2)).toBe(0.13);
    expect(roundTo(199.95, 1)).toBe(200);
  });

  it('prices steps per step and rounds costs to whole dollars, without a volume', () => {
    expect(estimate({ steps: 4 }, { low: 150, high: 400, unit: 'step' })).toEqual({ cost: { low: 600, high: 1600 } });
    expect(estimate({ area: 10.5 }, { low: 3, high: 8, unit: 'sqft' })).toEqual({ area: 10.5, cost: { low: 32, high: 84 } });
  });

  it('reads numbers within the limits and names the problem otherwise', () => {
    expect(readNumber('length', '20')).toBe(20);
    expect(readNumber('area', ' 1,200 ')).toBe(1200);
    expect(readNumber('thickness', '4.5')).toBe(4.5);
    expect(readNumber('length', '')).toBe('required');
    for (const bad of ['abc', '-5', '1e3', '20ft', '0x10', 'Infinity', '1..2']) expect(readNumber('length', bad), bad).toBe('number');
    expect(readNumber('length', String(LIMITS.length.max))).toBe(LIMITS.length.max);
    expect(readNumber('length', String(LIMITS.length.max + 0.5))).toBe('range');
    expect(readNumber('thickness', '1.9')).toBe('range');
    expect(readNumber('steps', '0')).toBe('range');
  });
});

describe('the island (evaluate) and the Worker (zod) agree', () => {
  const cases: Partial<CalculatorValues>[] = [
    { project: 'driveway', length: '20', width: '10', thickness: '4' },
    { project: 'driveway', area: '1,200', thickness: '6' },
    { project: 'driveway', length: '20', width: '', thickness: '4' },
    { project: 'driveway', length: '20', width: 'ten', thickness: '4' },
    { project: 'driveway', length: '20', width: '10', thickness: '40' },
    { project: 'driveway', length: '20', width: '10', thickness: '' },
    { project: 'patio', length: '0', width: '10', thickness: '4' },
    { project: 'steps', steps: '4' },
    { project: 'steps', steps: '31' },
    { project: 'steps', length: '5' },
    { project: 'sealing', length: '30', width: '12', thickness: 'junk' },
    { project: 'crack-repair', area: '25' },
    { project: 'nope', area: '25' },
    { project: '', area: '25' },
    { project: 'driveway' },
    { project: 'driveway', length: '1'.repeat(25), width: '10', thickness: '4' },
    { project: 'leveling', area: '100000' },
    { project: 'leveling', area: '100001' },
  ];
  it.each(cases.map((c) => [JSON.stringify(c), c] as const))('%s', (_name, input) => {
    const values = { ...EMPTY_VALUES, ...input };
    const island = evaluate(values, calculatorProjects);
    const worker = checkCalculatorQuery(Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v ?? ''])));
    expect(worker.errors).toEqual(island.errors);
    expect(worker.estimate).toEqual(island.estimate);
  });
});
