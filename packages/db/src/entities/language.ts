import { auditColumns, boolColumn, defineEntity, idColumn, intColumn, textColumn, varcharColumn } from './columns.ts';
import { OWN_OJ } from './tag.ts';

/** `language`: a submission language offered by the site (or by a remote judge, per `oj`). */
export interface LanguageRow {
  id: number;
  /** Editor mode, e.g. `text/x-c++src`. */
  contentType: string;
  description: string | null;
  /** Display name, unique per oj, e.g. `C++`; submissions store this name. */
  name: string;
  compileCommand: string | null;
  /** Skeleton with PREPEND/TEMPLATE/APPEND sections, offered when an admin enables a problem code template. */
  template: string | null;
  /** Starter code shown in the editor. */
  codeTemplate: string | null;
  /** Whether the language can be used for special judges and interactors. */
  isSpj: boolean;
  oj: string;
  /** Display order. */
  seq: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const LanguageEntity = defineEntity<LanguageRow>({
  name: 'Language',
  tableName: 'language',
  columns: {
    id: idColumn(),
    contentType: varcharColumn(64),
    description: varcharColumn(255, { nullable: true }),
    name: varcharColumn(64),
    compileCommand: textColumn('text'),
    template: textColumn('text'),
    codeTemplate: textColumn('text'),
    isSpj: boolColumn(false),
    oj: varcharColumn(20, { default: OWN_OJ }),
    seq: intColumn(0),
    ...auditColumns(),
  },
  indices: [{ name: 'UQ_language_oj_name', columns: ['oj', 'name'], unique: true }],
});

/** `problem_language`: languages allowed for a problem. */
export interface ProblemLanguageRow {
  id: number;
  pid: number;
  lid: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const ProblemLanguageEntity = defineEntity<ProblemLanguageRow>({
  name: 'ProblemLanguage',
  tableName: 'problem_language',
  columns: { id: idColumn(), pid: intColumn(), lid: intColumn(), ...auditColumns() },
  indices: [{ name: 'UQ_problem_language_pid_lid', columns: ['pid', 'lid'], unique: true }],
});

/** `code_template`: a problem's code template for one language. */
export interface CodeTemplateRow {
  id: number;
  pid: number;
  lid: number;
  code: string;
  /** Enabled. */
  status: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

export const CodeTemplateEntity = defineEntity<CodeTemplateRow>({
  name: 'CodeTemplate',
  tableName: 'code_template',
  columns: { id: idColumn(), pid: intColumn(), lid: intColumn(), code: textColumn('mediumtext', false), status: boolColumn(true), ...auditColumns() },
  indices: [{ name: 'UQ_code_template_pid_lid', columns: ['pid', 'lid'], unique: true }],
});
