// While the board report is printed, the dashboard is laid out at the paper's width on screen too: its
// charts measure their container (ResizeObserver) and would otherwise keep the window's width on paper,
// running past the sheet's right edge. The class comes off when the print dialog closes.

export const PAPER_WIDTH_CLASS = 'board-report-paper';

export function layOutAtPaperWidth(
  target: Pick<Window, 'addEventListener'> & { document: Document } = window,
): void {
  const body = target.document.body;
  body.classList.add(PAPER_WIDTH_CLASS);
  target.addEventListener('afterprint', () => body.classList.remove(PAPER_WIDTH_CLASS), { once: true });
}
