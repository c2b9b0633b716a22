import type { DatePickerProps } from 'antd';
import esES from 'antd/locale/es_ES';

const spanish = esES.DatePicker;

/**
 * antd's Spanish calendar, with its month and year buttons named by what they show ('nov', '2026'):
 * antd names them 'Elegir un mes' and 'Elegir un año', which leaves out the visible text (WCAG 2.5.3,
 * label in name).
 */
export const CALENDAR_LOCALE: DatePickerProps['locale'] = spanish && {
  ...spanish,
  lang: { ...spanish.lang, monthSelect: '', yearSelect: '' },
};
