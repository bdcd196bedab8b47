import { toWireDate } from '@grantflow/domain/dates/to-wire-date';

/** Today as yyyy-MM-dd, for default version names and authored_month_date. */
export const todayWireDate = (): string => toWireDate(new Date());
