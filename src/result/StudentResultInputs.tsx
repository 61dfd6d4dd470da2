import { TextInput, useRecordContext, type RaRecord } from 'react-admin';
import { percentageProblem } from '../../shared/rules';
import { LookupSelect } from '../common/inputs/LookupSelect';
import { MemberPicker } from '../common/inputs/MemberPicker';
import { PhotoInput } from '../common/inputs/PhotoInput';
import { requiredText } from '../common/inputs/validators';
import type { StudentResult } from './types';

/** The shared rule (shared/rules.ts), with the message under the field. */
const percentageInRange = (value: unknown) => {
  const problem = percentageProblem(value);
  return problem === 'range' || problem === 'decimals'
    ? `app.result.percentage_${problem}`
    : undefined;
};
const validatePercentage = [requiredText, percentageInRange];
const required = [requiredText];

/** The edit form's values from a row read back in the original spellings (`eduction_id`, `member`). */
export const studentFormValues = (record: RaRecord) => {
  const row = record as unknown as StudentResult;
  return {
    education_id: row.education_id ?? row.eduction_id ?? row.eduction?.id ?? 1,
    member_id: row.member_id ?? row.member?.id ?? null,
  };
};

/**
 * The student result dialog (docs/product.md §2): photo with preview (required on add; on
 * edit the stored one stays unless another is chosen), name, education,
 * percentage, city, and the member of the directory it is about (optional).
 */
export const StudentResultInputs = () => {
  const record = useRecordContext<StudentResult>();
  return (
    <>
      <PhotoInput source="photo_file" current={record?.image ?? record?.photo} required />
      <TextInput source="name" validate={required} autoFocus />
      <LookupSelect source="education_id" lookup="education" required emptyText="" />
      <TextInput
        source="percentage"
        validate={validatePercentage}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextInput source="city" validate={required} />
      <MemberPicker
        source="member_id"
        label="resources.result_students.fields.member_id"
        initial={record?.member ?? null}
      />
    </>
  );
};
