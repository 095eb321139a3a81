/**
 * The quarterly reports' one period picker: its labelled fields, today's quarter in Madrid first,
 * the year checked when asked, and a changed period forgetting the last result.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuarterPeriod, type QuarterPeriod } from './PeriodPicker';

/** A page's use of it: the fields, and a button that reads the period as "Generar" does. */
function Harness({ onChange, initial }: { onChange: () => void; initial?: () => QuarterPeriod }) {
  const period = useQuarterPeriod(onChange, initial);
  const [asked, setAsked] = useState('');
  return (
    <>
      {period.field}
      <button type="button" onClick={() => setAsked(JSON.stringify(period.check()))}>
        Generar
      </button>
      <output data-testid="asked">{asked}</output>
    </>
  );
}

const quarterSelect = () => screen.getByLabelText('Trimestre', { exact: true }) as HTMLSelectElement;
const yearInput = () => screen.getByLabelText('Año', { exact: true }) as HTMLInputElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('PeriodPicker', () => {
  it('labels a quarter select and a four-digit year, starting at the given period', () => {
    render(<Harness onChange={() => {}} initial={() => ({ year: 2025, quarter: 3 })} />);
    expect(quarterSelect().tagName).toBe('SELECT');
    expect(quarterSelect().id).toBe('report-quarter');
    expect(quarterSelect().value).toBe('3');
    expect([...quarterSelect().options].map((o) => [o.value, o.text])).toEqual([
      ['1', '1.er trimestre (enero–marzo)'],
      ['2', '2.º trimestre (abril–junio)'],
      ['3', '3.er trimestre (julio–septiembre)'],
      ['4', '4.º trimestre (octubre–diciembre)'],
    ]);
    expect(yearInput().id).toBe('report-year');
    expect(yearInput().value).toBe('2025');
    expect(yearInput().inputMode).toBe('numeric');
    expect(yearInput().maxLength).toBe(4);
    expect(yearInput()).not.toHaveClass('is-invalid');
  });

  it.each<[string, string, string, string]>([
    // 2026-03-31 22:30 UTC is 1 April 00:30 in Madrid (CEST, UTC+2 since 29 March): the 2nd quarter.
    ['the last evening of March in UTC', '2026-03-31T22:30:00Z', '2', '2026'],
    // 2025-12-31 23:30 UTC is 1 January 2026 00:30 in Madrid (CET, UTC+1): 1st quarter of 2026.
    ['New Year’s Eve in UTC', '2025-12-31T23:30:00Z', '1', '2026'],
    ['a day in August', '2026-08-15T10:00:00Z', '3', '2026'],
  ])('starts at today’s quarter in Madrid: %s', (_what, now, quarter, year) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    render(<Harness onChange={() => {}} />);
    expect(quarterSelect().value).toBe(quarter);
    expect(yearInput().value).toBe(year);
  });

  it('gives the period chosen, and forgets the last result at each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={() => ({ year: 2026, quarter: 1 })} />);
    await user.selectOptions(quarterSelect(), '4');
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.clear(yearInput());
    await user.type(yearInput(), '2025');
    // One clear and four keystrokes.
    expect(onChange).toHaveBeenCalledTimes(6);
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(screen.getByTestId('asked')).toHaveTextContent('{"year":2025,"quarter":4}');
  });

  it.each([
    ['two digits', '26'],
    ['letters', '20x6'],
    ['before 2000', '1999'],
    ['after 2100', '2101'],
  ])('refuses a year of %s with its message at the field, until the year is changed', async (_what, typed) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={() => ({ year: 2026, quarter: 2 })} />);
    await user.clear(yearInput());
    await user.type(yearInput(), typed);
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(screen.getByTestId('asked')).toHaveTextContent('null');
    expect(yearInput()).toHaveClass('is-invalid');
    expect(screen.getByText('Indica un año de cuatro cifras entre 2000 y 2100.')).toBeVisible();
    await user.clear(yearInput());
    expect(yearInput()).not.toHaveClass('is-invalid');
    await user.type(yearInput(), '2100');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(screen.getByTestId('asked')).toHaveTextContent('{"year":2100,"quarter":2}');
  });
});
