/** Inclusive `yyyy-MM-dd` days: the period a deadlines list or a data question covers. */
export interface DayRange {
  start: string;
  end: string;
}
