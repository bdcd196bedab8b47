import { z } from 'zod';
import {
  BOARD_REPORT_SECTIONS,
  type BoardReportSection,
  type BoardReportSelection,
} from './board-report-sections.ts';

/** Every section is a required boolean (docs/product.md, Screens and routes): a missing or non-boolean value is refused. */
export const boardReportSchema: z.ZodType<BoardReportSelection> = z
  .object(
    Object.fromEntries(BOARD_REPORT_SECTIONS.map((key) => [key, z.boolean()])) as Record<
      BoardReportSection,
      z.ZodBoolean
    >,
  )
  .strict();
