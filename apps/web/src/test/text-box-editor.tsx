/**
 * The rich-text editor as a plain text box that reports what is typed and carries the field's
 * error state, for tests of the forms around it (Quill has its own tests):
 * `vi.mock('@/features/content/components/lazy-rich-text-editor', () => import('@/test/text-box-editor'))`.
 */
export function LazyRichTextEditor({
  value,
  onChange,
  labelledBy,
  invalid,
  describedBy,
}: {
  value: string;
  onChange?: (html: string) => void;
  labelledBy?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <textarea
      aria-labelledby={labelledBy}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}
