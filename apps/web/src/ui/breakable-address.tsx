import { Fragment } from 'react';

/** Where an address may wrap: after `@` and `//`, and before `.` and `/`. */
const BREAK_POINTS = /(?<=@|\/\/)|(?<!\/)(?=[./](?!\/))/;

/**
 * An e-mail address or web address that wraps at its own separators when its column is narrow, instead of
 * mid-name; the text (and what is copied) is unchanged. Its container sets `overflow-wrap: anywhere` for a
 * single part longer than the line.
 */
export function BreakableAddress({ children }: { children: string }) {
  const parts = children.split(BREAK_POINTS);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one fixed string, never reordered: their position is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
