/**
 * Success text on white: antd's #52c41a is 2.3:1, under the 4.5:1 that axe asks of text; this is
 * the Tag's success colour of the shared theme (4.9:1).
 */
export const SUCCESS_TEXT = '#368111';
