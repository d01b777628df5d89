import dayjs from 'dayjs';
import 'dayjs/locale/vi';

/** Vietnamese day and month names for antd date pickers (docs/architecture.md: dayjs `vi`). */
dayjs.locale('vi');

export { dayjs };
