/**
 * How HiveKeeper's paged lists answer (inspections, treatments, tasks, feedback, marketing content...): the body is
 * the page's JSON array and the next page's cursor travels in this header, absent on the last page. Apart from the
 * zod schemas, so the lists' requests don't bring zod to the screens that load them.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * How many items the whole list holds, for a list computed whole and answered a page at a time (the treatment
 * recommendations): the screen says "N more" without loading them.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';
