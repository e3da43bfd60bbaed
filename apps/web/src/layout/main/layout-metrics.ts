/** Heights of the fixed header rows; the content starts below them. */
export const HEADER_HEIGHT = 64;
export const HORIZONTAL_BAR_HEIGHT = 52;
