import { PRINT_SEQUENCE_MS } from '@grantflow/domain/constants/timing';

export interface PrintSequenceSteps {
  closeModal: () => void;
  openPrintDialog: () => void;
}

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

/**
 * docs/product.md, Constants and limits: the modal closes after 400 ms and the print dialog opens after 800 ms, so the dialog's fade-out has
 * finished and the chosen sections have re-rendered before the browser snapshots the page. Returns a cancel.
 */
export function schedulePrint(steps: PrintSequenceSteps, timers: Timers = globalThis): () => void {
  const close = timers.setTimeout(steps.closeModal, PRINT_SEQUENCE_MS.closeModal);
  const print = timers.setTimeout(steps.openPrintDialog, PRINT_SEQUENCE_MS.openPrintDialog);
  return () => {
    timers.clearTimeout(close);
    timers.clearTimeout(print);
  };
}
