import type { ProblemFormState } from './model.ts';

/** Changes the editor's state: a patch of fields or a function of the whole form. */
export type UpdateForm = (change: Partial<ProblemFormState> | ((form: ProblemFormState) => ProblemFormState)) => void;

/** Props every editor section takes. */
export interface SectionProps {
  form: ProblemFormState;
  update: UpdateForm;
}
