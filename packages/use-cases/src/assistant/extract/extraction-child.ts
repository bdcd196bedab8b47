import { extractDocument } from './extract-document.ts';
import type { ExtractionReply, ExtractionRequest } from './extraction-protocol.ts';
import { ExtractionError } from './types.ts';

// The extraction process's entry (see extraction-process.ts): one request at a time in, one reply out. Any
// failure of a parser, even one that is not ours, is an unreadable file, not a crash of the caller.

function reply(message: ExtractionReply): void {
  process.send?.(message);
}

process.on('message', (request: ExtractionRequest) => {
  extractDocument(request.input, request.limits).then(
    (document) => reply({ ok: true, document }),
    (error: unknown) =>
      reply(
        error instanceof ExtractionError
          ? { ok: false, code: error.code, message: error.message }
          : { ok: false, code: 'UNREADABLE', message: error instanceof Error ? error.message : 'unreadable' },
      ),
  );
});
// The service is gone: nothing will ask again.
process.on('disconnect', () => process.exit(0));
