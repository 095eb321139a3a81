/**
 * The one quarter-and-year picker of the quarterly reports (Resumen de IVA / modelo 303, modelo
 * 349, Exportar a contabilidad): "Trimestre" (a select, today's quarter in Madrid first) and "Año"
 * (four digits, checked when the report is generated, with its Spanish message at the field).
 * Changing either forgets a result generated with the old period (`onChange`).
 */
import { useState } from 'react';
import { madridIsoDate } from '../domain/invoiceDates';
import { QuarterField, YearField } from './PeriodFields';
import { currentQuarter, validateYear, type Quarter } from './reportModel';

export interface QuarterPeriod {
  year: number;
  quarter: Quarter;
}

/** The two fields as the pages lay them out: the quarter, then the year. */
export function PeriodPicker({
  quarter,
  year,
  yearInvalid,
  onQuarterChange,
  onYearChange,
}: {
  quarter: Quarter;
  year: string;
  yearInvalid: boolean;
  onQuarterChange: (quarter: Quarter) => void;
  onYearChange: (year: string) => void;
}) {
  return (
    <>
      <QuarterField quarter={quarter} onChange={onQuarterChange} />
      <YearField year={year} invalid={yearInvalid} onChange={onYearChange} />
    </>
  );
}

/**
 * The picker with its state: `field` to render, `check()` the period asked for, or null while the
 * year field says what is wrong. Starts at `initial` (today's quarter in Madrid).
 */
export function useQuarterPeriod(onChange: () => void, initial: () => QuarterPeriod = () => currentQuarter(madridIsoDate(new Date()))) {
  const [start] = useState(initial);
  const [quarter, setQuarter] = useState<Quarter>(start.quarter);
  const [year, setYear] = useState(() => String(start.year));
  const [yearInvalid, setYearInvalid] = useState(false);
  const field = (
    <PeriodPicker
      quarter={quarter}
      year={year}
      yearInvalid={yearInvalid}
      onQuarterChange={(q) => {
        setQuarter(q);
        onChange();
      }}
      onYearChange={(text) => {
        setYear(text);
        setYearInvalid(false);
        onChange();
      }}
    />
  );
  const check = (): QuarterPeriod | null => {
    const valid = validateYear(year);
    setYearInvalid(valid === null);
    return valid === null ? null : { year: valid, quarter };
  };
  return { field, check };
}
