import type { Highlighted } from '@lyceum/shared/search';

/** Text the server marked, the matched words in <mark>: rendered as text, never as HTML. */
export function HighlightedText({ segments }: { segments: Highlighted }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 text-neutral-950 dark:bg-yellow-300">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
