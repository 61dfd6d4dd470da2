import { DataTable, TextInput } from 'react-admin';
import { gujaratiNameProblem } from '../../../shared/rules';
import { ruleMessage } from './ruleMessage';

/**
 * A place's optional Gujarati name (docs/import.md, "Places in both scripts"): the
 * field of the masters' dialogs, checked as the server checks it, and its column.
 * Another backend never sends one, and the field is sent only once touched.
 */
export const GujaratiNameInput = () => (
  <TextInput
    source="name_gu"
    label="app.masters.name_gu"
    helperText="app.masters.name_gu_help"
    validate={(value: unknown) => {
      const problem = gujaratiNameProblem(value);
      return problem ? ruleMessage(problem) : undefined;
    }}
    slotProps={{ htmlInput: { lang: 'gu', maxLength: 100 } }}
  />
);

export const GujaratiNameColumn = () => (
  <DataTable.Col
    source="name_gu"
    label="app.masters.name_gu"
    disableSort
    render={(place: { name_gu?: string | null }) => <span lang="gu">{place.name_gu ?? ''}</span>}
  />
);
