/** Inline messages of the fields required on blur (spec 03 §5): display id, title, input and output. */
export type FieldErrors = Partial<Record<'problemId' | 'title' | 'input' | 'output', string>>;
