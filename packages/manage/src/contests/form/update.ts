import type { ContestFormState } from './model.ts';
import type { ContestField } from './validation.ts';

/** Changes the form: a patch of fields or a function of the whole form. */
export type UpdateContest = (change: Partial<ContestFormState> | ((form: ContestFormState) => ContestFormState)) => void;

/** Props every form section takes. */
export interface ContestSectionProps {
  form: ContestFormState;
  update: UpdateContest;
}

/** Inline messages of the fields, once touched or after a save. */
export type ContestFieldErrors = Partial<Record<ContestField, string>>;
