/**
 * The rich-text editor as a plain text box that reports what is typed, for tests of the forms
 * around it (Quill has its own tests): `vi.mock('@/features/content/components/lazy-rich-text-editor', () => import('@/test/text-box-editor'))`.
 */
export function LazyRichTextEditor({ value, onChange, labelledBy }: { value: string; onChange?: (html: string) => void; labelledBy?: string }) {
  return <textarea aria-labelledby={labelledBy} value={value} onChange={(event) => onChange?.(event.target.value)} />;
}
