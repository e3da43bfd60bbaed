// The History's dates and times are the app's: one formatter in lib (issue 20 §3).
export { formatDateTime } from '../../lib/date-time-format';
