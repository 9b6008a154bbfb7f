import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import type { ContestProblemFields, ContestProblemIssue } from '../form/contest-problem.ts';
import { ColorInput } from './ColorInput.tsx';
import { problemIssueText } from './problem-issue-text.ts';

interface FieldsFormProps {
  fields: ContestProblemFields;
  onChange: (patch: Partial<ContestProblemFields>) => void;
  /** The refusals to show under their fields. */
  issues: readonly ContestProblemIssue[];
  titleRequired: boolean;
  /** Prefix of the inputs' ids (two forms may be on one page). */
  idPrefix: string;
  onBlur?: (field: keyof ContestProblemFields) => void;
}

/** Contest Display ID, Contest Display Title and the balloon colour, with their inline refusals. */
export function ContestProblemFieldsForm({ fields, onChange, issues, titleRequired, idPrefix, onBlur }: FieldsFormProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const issueOf = (field: keyof ContestProblemFields) => {
    const issue = issues.find((each) => each.field === field);
    return issue ? problemIssueText(issue, t) : undefined;
  };
  const item = (field: 'displayId' | 'displayTitle', required: boolean, maxLength: number) => {
    const error = issueOf(field);
    return (
      <Form.Item
        label={t(`contest.problems.fields.${field}`)}
        htmlFor={`${idPrefix}-${field}`}
        required={required}
        validateStatus={error ? 'error' : undefined}
        help={error}
      >
        <Input
          id={`${idPrefix}-${field}`}
          value={fields[field]}
          maxLength={maxLength}
          onChange={(event) => {
            onChange({ [field]: event.target.value });
          }}
          onBlur={() => onBlur?.(field)}
        />
      </Form.Item>
    );
  };
  const colorError = issueOf('color');
  return (
    <Row gutter={16}>
      <Col xs={24} sm={6}>
        {item('displayId', true, 20)}
      </Col>
      <Col xs={24} sm={10}>
        {item('displayTitle', titleRequired, 255)}
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item label={t('contest.problems.fields.color')} htmlFor={`${idPrefix}-color`} validateStatus={colorError ? 'error' : undefined} help={colorError}>
          <ColorInput
            id={`${idPrefix}-color`}
            pickerLabel={t('contest.problems.fields.pickColor')}
            value={fields.color}
            onChange={(color) => {
              onChange({ color });
            }}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
