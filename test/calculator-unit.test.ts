import { describe, expect, it } from 'vitest';
import { calculatorProjects } from '../src/content/calculator';
import { type CalculatorErrors, type CalculatorValues, checkCalculatorQuery, EMPTY_VALUES, evaluate } from '../src/lib/calculator-model';
import { cubicYards, type Estimate, estimate, readNumber, rectangleArea, roundTo, withWaste } from '../src/lib/concrete-math';

/** The cost calculator: its arithmetic, its bounds and rounding, and the answers of the island and the Worker to each input. */

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
    expect(readNumber('length', ',')).toBe('number');
    expect(readNumber('thickness', '1.9')).toBe('range');
  });

  // The accepted ranges, bounds included: sides 1-500 ft, area 1-100,000 sq ft, thickness 2-12 in, 1-30 steps.
  it.each([
    ['length', '1', '500', '0.99', '500.01'],
    ['width', '1', '500', '0.99', '500.01'],
    ['area', '1', '100,000', '0.99', '100000.01'],
    ['thickness', '2', '12', '1.99', '12.01'],
    ['steps', '1', '30', '0', '31'],
  ] as const)('%s accepts its bounds %s and %s, refuses %s and %s', (field, min, max, belowMin, aboveMax) => {
    expect(readNumber(field, min)).toBe(Number(min));
    expect(readNumber(field, max)).toBe(Number(max.replace(',', '')));
    expect(readNumber(field, belowMin)).toBe('range');
    expect(readNumber(field, aboveMax)).toBe('range');
  });
});

describe('the island (evaluate) and the Worker (checkCalculatorQuery) answer each input as worked out by hand', () => {
  // Prices of the service modules: driveway $10-25/sq ft at 4 in, steps $150-400/step, sealing $1-3/sq ft,
  // crack repair $3-8/sq ft, leveling $3-8/sq ft. Volumes: area × thickness/12 / 27 cu yd, then × 1.1.
  const cases: [Partial<CalculatorValues>, CalculatorErrors, Estimate | undefined][] = [
    // 200 sq ft × 4/12 ft = 66.67 cu ft = 2.469 cu yd; × 1.1 = 2.716.
    [
      { project: 'driveway', length: '20', width: '10', thickness: '4' },
      {},
      { area: 200, yards: 2.47, yardsWithWaste: 2.72, cost: { low: 2000, high: 5000 } },
    ],
    // 1,200 sq ft × 0.5 ft = 600 cu ft = 22.22 cu yd; × 1.1 = 24.44.
    [
      { project: 'driveway', area: '1,200', thickness: '6' },
      {},
      { area: 1200, yards: 22.22, yardsWithWaste: 24.44, cost: { low: 12000, high: 30000 } },
    ],
    [
      { project: ' driveway ', area: '27', thickness: '12' },
      {},
      { area: 27, yards: 1, yardsWithWaste: 1.1, cost: { low: 270, high: 675 } },
    ],
    [{ project: 'driveway', length: '20', width: '', thickness: '4' }, { width: 'required' }, undefined],
    [{ project: 'driveway', length: '20', width: 'ten', thickness: '4' }, { width: 'number' }, undefined],
    [{ project: 'driveway', length: '20', width: ',', thickness: '4' }, { width: 'number' }, undefined],
    [{ project: 'driveway', length: '20', width: '10', thickness: '40' }, { thickness: 'range' }, undefined],
    [{ project: 'driveway', length: '20', width: '10', thickness: '' }, { thickness: 'required' }, undefined],
    [{ project: 'patio', length: '0', width: '10', thickness: '4' }, { length: 'range' }, undefined],
    [{ project: 'steps', steps: '4' }, {}, { cost: { low: 600, high: 1600 } }],
    [{ project: 'steps', steps: '31' }, { steps: 'range' }, undefined],
    [{ project: 'steps', length: '5' }, { steps: 'required' }, undefined],
    // Sealing is not poured: no thickness asked, so "junk" there is not read.
    [{ project: 'sealing', length: '30', width: '12', thickness: 'junk' }, {}, { area: 360, cost: { low: 360, high: 1080 } }],
    [{ project: 'crack-repair', area: '25' }, {}, { area: 25, cost: { low: 75, high: 200 } }],
    [{ project: 'nope', area: '25' }, { project: 'range' }, undefined],
    [{ project: '', area: '25' }, { project: 'required' }, undefined],
    [{ project: 'driveway' }, {}, undefined],
    [{ project: 'driveway', length: '1'.repeat(21), width: '10', thickness: '4' }, { length: 'number' }, undefined],
    [{ project: 'leveling', area: '100000' }, {}, { area: 100000, cost: { low: 300000, high: 800000 } }],
    [{ project: 'leveling', area: '100001' }, { area: 'range' }, undefined],
  ];
  it.each(cases.map(([input, errors, result]) => [JSON.stringify(input), input, errors, result] as const))(
    '%s',
    (_name, input, errors, result) => {
      const island = evaluate({ ...EMPTY_VALUES, ...input }, calculatorProjects);
      expect(island.errors).toEqual(errors);
      expect(island.estimate).toEqual(result);
      const worker = checkCalculatorQuery(input as Record<string, string>, calculatorProjects);
      expect(worker.errors).toEqual(errors);
      expect(worker.estimate).toEqual(result);
    },
  );

  it('the Worker shows the values again cut to 20 characters, and the first project when none was chosen before a size', () => {
    expect(checkCalculatorQuery({ project: 'driveway', length: '1'.repeat(25) }, calculatorProjects).values).toEqual({
      ...EMPTY_VALUES,
      project: 'driveway',
      length: '1'.repeat(20),
    });
    expect(checkCalculatorQuery({ project: 'nope' }, calculatorProjects).values).toEqual({ ...EMPTY_VALUES, project: 'driveway' });
    expect(checkCalculatorQuery({ project: 'nope', area: '25' }, calculatorProjects).values).toEqual({
      ...EMPTY_VALUES,
      project: 'nope',
      area: '25',
    });
  });
});
