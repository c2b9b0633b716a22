import { useId } from 'react';
import { Button, DatePicker, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
// The calendar's month and day names (antd's es_ES locale names the dayjs locale 'es').
import 'dayjs/locale/es';
import { CALENDAR_LOCALE } from './calendar-locale';
import { MAX_DAYS, PRESETS, type Period, type PeriodChoice } from './period';

const DAY_FORMAT = 'YYYY-MM-DD';

interface PeriodPickerProps {
  period: Period;
  /** The last day one may choose. */
  today: string;
  onChange: (choice: PeriodChoice) => void;
}

/**
 * The period of the statistics: one of the presets (buttons, the chosen one pressed), or dates of
 * one's own (antd's RangePicker, up to today and MAX_DAYS long), which always shows the period's dates.
 */
export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const id = useId();
  const last = dayjs(today);
  const disabledDate = (day: Dayjs, { from }: { from?: Dayjs }) =>
    day.isAfter(last, 'day') || (from !== undefined && Math.abs(day.diff(from, 'day')) >= MAX_DAYS);

  return (
    <fieldset className="admin-summary-period">
      <legend className="admin-summary-period__legend">Periodo</legend>
      <Space.Compact>
        {PRESETS.map(({ days, label }) => (
          <Button
            key={days}
            type={period.days === days ? 'primary' : 'default'}
            aria-pressed={period.days === days}
            onClick={() => onChange({ days })}
          >
            {label}
          </Button>
        ))}
      </Space.Compact>
      <span>
        <label htmlFor={`${id}-desde`} className="visually-hidden">
          Desde
        </label>
        <label htmlFor={`${id}-hasta`} className="visually-hidden">
          Hasta
        </label>
        <DatePicker.RangePicker
          id={{ start: `${id}-desde`, end: `${id}-hasta` }}
          value={[dayjs(period.desde), dayjs(period.hasta)]}
          format="D MMM YYYY"
          locale={CALENDAR_LOCALE}
          classNames={{ popup: { root: 'admin-summary-calendar' } }}
          placeholder={['Desde', 'Hasta']}
          allowClear={false}
          disabledDate={disabledDate}
          onChange={(range) => {
            const [start, end] = range ?? [];
            if (start && end) onChange({ desde: start.format(DAY_FORMAT), hasta: end.format(DAY_FORMAT) });
          }}
        />
      </span>
    </fieldset>
  );
}
